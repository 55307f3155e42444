import type { PaymentMethod } from '../../../generated/api/payment/methods';

const PATHS: Record<PaymentMethod['kind'], string> = {
  bank: 'M3 10h18L12 4zM5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  ewallet: 'M4 7h15v13H4zM4 7l11-3v3M15 13h2',
  crypto: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM10 7.5v9M13 7.5v9M9 8.5h4.5a2 2 0 0 1 0 4H9h5a2 2 0 0 1 0 4H9',
};

/** Decorative icon of a payment method family (used when the method has no logo). */
export function KindIcon({ kind, size = 28 }: { kind: PaymentMethod['kind']; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[kind] ?? PATHS.ewallet} />
    </svg>
  );
}
