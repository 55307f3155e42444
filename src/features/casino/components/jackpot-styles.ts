import styled from '@emotion/styled';

export const JackpotSection = styled.section`
  display: grid;
  gap: 10px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

/**
 * One row of cards, scrolling sideways when they do not fit (docs/performance.md): its height is one card's whatever the
 * number of feeds, so the loading strip can reserve it exactly.
 */
export const JackpotStrip = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(240px, 1fr);
  gap: 12px;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  border-radius: ${({ theme }) => theme.radii.lg};
  & > * {
    scroll-snap-align: start;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const JackpotCard = styled.article`
  position: relative;
  display: grid;
  align-content: start;
  gap: 8px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surface}
  );
  h3 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.warning};
  }
  .head {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
  }
  /* The games link covers the card through ::after, so a tap anywhere on the card opens the games. */
  a.games {
    flex: none;
    font-size: 0.8rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a.games::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  a.games:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 3px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &:has(a.games:focus-visible), &:has(a.games):hover { border-color: ${({ theme }) => theme.colors.primary}; }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;
