import { readFile } from 'node:fs/promises';
import { buildApp } from './app';
import { loadConfig } from './config';
import { parseStatement, reconcileStatement } from './modules/commerce';

/*
 * The documented voucher reconciliation (issue 18): UBL and JazzCash over-the-counter vouchers stay
 * due until the bank's collection is reconciled. Either one voucher by hand, or a bank statement
 * CSV (header voucher_number,amount,reference), in the configured database (DATA_DIR or DATABASE_URL):
 *
 *   npm run reconcile-payments -w @portal/server -- <voucherNumber> <amount> <bankReference>
 *   npm run reconcile-payments -w @portal/server -- --statement statement.csv
 *
 * Each row must carry the voucher's exact amount; the bank reference makes a re-import a no-op.
 */
const args = process.argv.slice(2);
const usage = 'usage: reconcile-payments <voucherNumber> <amount> <bankReference> | --statement <file.csv>';
let rows;
try {
  rows =
    args[0] === '--statement' && args[1]
      ? parseStatement(await readFile(args[1], 'utf8'))
      : args.length === 3
        ? [{ voucherNumber: args[0]!, amount: args[1]!, reference: args[2]! }]
        : null;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
if (!rows) {
  console.error(usage);
  process.exit(2);
}
const app = await buildApp(loadConfig());
try {
  const results = await reconcileStatement(app.modules.commerce, rows);
  for (const { row, outcome } of results) console.log(`${row.voucherNumber}\t${row.amount}\t${row.reference}\t${outcome}`);
  process.exitCode = results.every(({ outcome }) => outcome === 'paid' || outcome === 'replay' || outcome === 'already-paid') ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
