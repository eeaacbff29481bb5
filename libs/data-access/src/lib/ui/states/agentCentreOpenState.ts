import { createAtomState } from '../../states/createAtomState';

/** The agent-centre overlay's show flag (spec §4): the shell's avatar menu sets it, feature-agent renders it. */
export const agentCentreOpenState = createAtomState<boolean>({ key: 'agentCentreOpen', defaultValue: false });
