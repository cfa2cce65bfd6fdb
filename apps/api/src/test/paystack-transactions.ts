import { randomBytes } from 'node:crypto';

/** A transaction as the Paystack stand-in holds it. */
export interface StandInTransaction {
  id: number;
  reference: string;
  email: string;
  /** What was asked for at initialisation. */
  amountKobo: number;
  currency: string;
  callbackUrl: string | null;
  accessCode: string;
  status: 'abandoned' | 'success' | 'failed';
  paidAt: string | null;
  /** What verification and events report instead of the asked amount (a mismatch test). */
  reportedAmountKobo?: number;
  reportedCurrency?: string;
  last4: string;
  brand: string;
}

/** The stand-in's transactions, by reference and by payment page, and the changes tests make. */
export function createPaystackTransactions() {
  const transactions = new Map<string, StandInTransaction>();
  const byAccessCode = new Map<string, StandInTransaction>();
  let nextId = 4_099_260_000;

  function add(input: {
    reference: string;
    email: string;
    amountKobo: number;
    currency: string;
    callbackUrl: string | null;
  }): StandInTransaction {
    const t: StandInTransaction = {
      ...input,
      id: nextId++,
      accessCode: randomBytes(5).toString('hex'),
      status: 'abandoned',
      paidAt: null,
      last4: '4081',
      brand: 'visa',
    };
    transactions.set(t.reference, t);
    byAccessCode.set(t.accessCode, t);
    return t;
  }

  /** Marks a transaction paid, as the shopper paying on Paystack's page would. */
  function markPaid(
    reference: string,
    report: { amountKobo?: number; currency?: string } = {},
  ): StandInTransaction {
    const t = transactions.get(reference);
    if (!t) throw new Error(`The Paystack stand-in has no transaction ${reference}`);
    t.status = 'success';
    t.paidAt = new Date().toISOString();
    if (report.amountKobo !== undefined) t.reportedAmountKobo = report.amountKobo;
    if (report.currency !== undefined) t.reportedCurrency = report.currency;
    return t;
  }

  return { transactions, byAccessCode, add, markPaid };
}

/** Paystack's transaction fields for `t`, as verification answers and events carry them. */
export function transactionData(t: StandInTransaction): Record<string, unknown> {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.reportedAmountKobo ?? t.amountKobo,
    message: null,
    gateway_response: t.status === 'success' ? 'Successful' : 'The transaction was not completed',
    paid_at: t.paidAt,
    created_at: new Date().toISOString(),
    channel: 'card',
    currency: t.reportedCurrency ?? t.currency,
    ip_address: '127.0.0.1',
    metadata: '',
    fees: t.status === 'success' ? Math.min(Math.round((t.amountKobo * 15) / 1000) + 10_000, 200_000) : null,
    authorization:
      t.status === 'success'
        ? {
            authorization_code: `AUTH_${t.accessCode}`,
            bin: '408408',
            last4: t.last4,
            exp_month: '12',
            exp_year: '2030',
            channel: 'card',
            card_type: `${t.brand} `,
            bank: 'TEST BANK',
            country_code: 'NG',
            brand: t.brand,
            reusable: true,
          }
        : {},
    customer: { id: 1, email: t.email, customer_code: 'CUS_standin' },
    requested_amount: t.amountKobo,
  };
}
