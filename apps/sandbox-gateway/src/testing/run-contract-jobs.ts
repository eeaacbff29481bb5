/**
 * A separate process running an agent contract job on a gateway database, for the payout
 * concurrency test: `node --import tsx run-contract-jobs.ts <dbPath> <kind> <at> <runs>`. The
 * gateway's clock is `at`. Prints the summed reports `{ slices, paid, amount }` as JSON.
 */
import type { ContractKind } from '@portal/api-contract';
import { createGateway } from '../app';
import { runContractJob } from '../domain/agent-contracts';
import { TEST_PASSWORD_COST_LOG2 } from './harness';

const [dbPath, kind, at, runs = '1'] = process.argv.slice(2);
const gateway = createGateway({ dbPath, passwordCostLog2: TEST_PASSWORD_COST_LOG2, now: () => Number(at) });
const total = { slices: 0, paid: 0, amount: 0 };
for (let i = 0; i < Number(runs); i++) {
  const report = runContractJob(gateway.gw, kind as ContractKind, { at: Number(at) });
  total.slices += report.slices;
  total.paid += report.paid;
  total.amount += report.amount;
}
gateway.close();
console.log(JSON.stringify(total));
