import { inTransaction, type Db } from '../../db/client.ts';
import { paymentChannels, withdrawLimits } from './payments.tables.ts';

/** Payment channels on the SANDBOX provider, one per currency (demo and tests only; never real money). */
export async function seedSandboxChannels(db: Db): Promise<void> {
  const channel = (
    currencyId: string,
    unit: bigint,
    min: number,
    max: number,
    quick: number[],
    sortOrder: number,
  ) => ({
    id: `sandbox-${currencyId.toLowerCase()}`,
    name: currencyId === 'BRL' ? 'PIX (sandbox)' : `Sandbox ${currencyId}`,
    provider: 'sandbox',
    currencyId,
    minMinor: BigInt(min) * unit,
    maxMinor: BigInt(max) * unit,
    quickAmountsMinor: quick.map((amount) => BigInt(amount) * unit),
    sortOrder,
  });
  await inTransaction(db, (tx) =>
    tx
      .insert(paymentChannels)
      .values([
        channel('BRL', 100n, 10, 50_000, [20, 50, 100, 200, 500, 1_000], 1),
        channel('IDR', 1n, 10_000, 50_000_000, [50_000, 100_000, 200_000, 500_000, 1_000_000], 2),
        channel('USD', 100n, 5, 10_000, [10, 20, 50, 100, 250], 3),
      ])
      .onConflictDoNothing(),
  );
}

/** Withdrawal limits per currency on the SANDBOX provider, with the KYC threshold (demo and tests only). */
export async function seedSandboxWithdrawLimits(db: Db): Promise<void> {
  await inTransaction(db, (tx) =>
    tx
      .insert(withdrawLimits)
      .values([
        {
          currencyId: 'BRL',
          provider: 'sandbox',
          minMinor: 20_00n,
          maxMinor: 50_000_00n,
          kycThresholdMinor: 10_000_00n,
        },
        {
          currencyId: 'IDR',
          provider: 'sandbox',
          minMinor: 50_000n,
          maxMinor: 100_000_000n,
          kycThresholdMinor: 20_000_000n,
        },
        {
          currencyId: 'USD',
          provider: 'sandbox',
          minMinor: 10_00n,
          maxMinor: 10_000_00n,
          kycThresholdMinor: 2_000_00n,
        },
      ])
      .onConflictDoNothing(),
  );
}
