import { createContext, useContext, type ReactNode } from 'react';

/** Parts another feature renders inside the shell's pages (composed by the app). */
export interface PortalSlots {
  /** Hot and popular games on home (feature-games' HomeGameSections). */
  homeGames?: ReactNode;
}

export interface ShellOptions {
  slots: PortalSlots;
  /** The member-centre overlay exists: deposit, withdraw and the member-centre entries show. */
  memberCentreAvailable: boolean;
  /** The agent-centre overlay exists: its avatar-menu entry shows for agent types. */
  agentCentreAvailable: boolean;
}

const ShellOptionsContext = createContext<ShellOptions>({ slots: {}, memberCentreAvailable: false, agentCentreAvailable: false });

export function ShellOptionsProvider({ value, children }: { value: ShellOptions; children: ReactNode }) {
  return <ShellOptionsContext.Provider value={value}>{children}</ShellOptionsContext.Provider>;
}

export function useShellOptions(): ShellOptions {
  return useContext(ShellOptionsContext);
}
