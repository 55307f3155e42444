/** Periods of time-out and self-exclusion (issue 11) → how far from `from` they end; null for permanent. */
export function exclusionEnd(period: string, from: Date): Date | null {
  const end = new Date(from);
  switch (period) {
    case '24h':
      end.setTime(end.getTime() + 24 * 3600_000);
      return end;
    case '7d':
      end.setTime(end.getTime() + 7 * 24 * 3600_000);
      return end;
    case '30d':
      end.setTime(end.getTime() + 30 * 24 * 3600_000);
      return end;
    case '6m':
      end.setMonth(end.getMonth() + 6);
      return end;
    case '1y':
      end.setFullYear(end.getFullYear() + 1);
      return end;
    case '5y':
      end.setFullYear(end.getFullYear() + 5);
      return end;
    default:
      return null;
  }
}
