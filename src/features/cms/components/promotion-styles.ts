import styled from '@emotion/styled';

/** A promotion card on /promotions; the loading card (promotion-skeleton.tsx) is the same box. */
export const PromotionCardBox = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1040 / 600;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 14px;
    padding: 16px;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.3;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    margin-top: auto;
  }
`;
