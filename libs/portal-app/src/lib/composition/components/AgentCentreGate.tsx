import { agentCentreOpenState } from '@portal/data-access';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The agent centre (feature-agent, its own chunk). */
const AgentCentre = lazy(() => import('@portal/feature-agent').then((m) => ({ default: m.AgentCentre })));

/** Loads the agent centre only once `?agent=` is in the address or the avatar menu asks for it. */
export function AgentCentreGate() {
  const [params] = useSearchParams();
  const requested = useAtomValue(agentCentreOpenState);
  if (!params.has('agent') && !requested) return null;
  return (
    <Suspense fallback={null}>
      <AgentCentre />
    </Suspense>
  );
}
