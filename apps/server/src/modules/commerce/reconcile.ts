import { decimalStringToMinor } from '@portal/domain';
import type { CommerceService, ConfirmOutcome } from './commerce.service';

/** One row of a bank statement: the voucher paid, the amount received (major units, as banks print it), the bank's reference. */
export interface StatementRow {
  readonly voucherNumber: string;
  readonly amount: string;
  readonly reference: string;
}

export type ReconcileOutcome = ConfirmOutcome | 'unknown-voucher' | 'amount-mismatch';

/**
 * A bank statement CSV with the header `voucher_number,amount,reference` (UBL and JazzCash
 * over-the-counter collections). Amounts are decimal text ("12600" or "12600.00"), read as minor
 * units without floating point.
 */
export function parseStatement(csv: string): StatementRow[] {
  const [header, ...lines] = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (!header || header.replace(/\s/g, '').toLowerCase() !== 'voucher_number,amount,reference') {
    throw new Error('The statement must start with the header voucher_number,amount,reference');
  }
  return lines.map((line, index) => {
    const [voucherNumber, amount, reference] = line.split(',').map((cell) => cell.trim());
    if (!voucherNumber || !amount || !reference) throw new Error(`Line ${index + 2}: three values expected`);
    return { voucherNumber, amount, reference };
  });
}

/** "12600", "12600.5", "12,600.00" in PKR -> 1260000 minor units; null when it is not an amount. */
export const minorUnits = (amount: string, currency: string): number | null => decimalStringToMinor(amount, currency);

/**
 * Marks the vouchers of a statement paid: each row must name a voucher we issued and carry exactly
 * its amount; the bank's reference is the provider event id, so importing a statement twice grants
 * nothing twice ('replay').
 */
export async function reconcileStatement(commerce: CommerceService, rows: readonly StatementRow[]): Promise<{ row: StatementRow; outcome: ReconcileOutcome }[]> {
  const results: { row: StatementRow; outcome: ReconcileOutcome }[] = [];
  for (const row of rows) {
    const attempt = await commerce.attemptByVoucher(row.voucherNumber);
    if (!attempt) {
      results.push({ row, outcome: 'unknown-voucher' });
      continue;
    }
    if (minorUnits(row.amount, attempt.currency) !== attempt.amountMinor) {
      results.push({ row, outcome: 'amount-mismatch' });
      continue;
    }
    results.push({ row, outcome: await commerce.confirmAttempt(attempt.id, { provider: `bank-${attempt.gateway}`, eventId: row.reference }) });
  }
  return results;
}
