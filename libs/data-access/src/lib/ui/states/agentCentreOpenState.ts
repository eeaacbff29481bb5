import { createAtomState } from '../../states/createAtomState';

/** The agent-centre overlay's show flag (docs/product/centres.md): the shell's avatar menu sets it, feature-agent renders it. */
export const agentCentreOpenState = createAtomState<boolean>({ key: 'agentCentreOpen', defaultValue: false });
