import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { alpha } from '../../components/color';

/** Spec §9: the pulse on the chat and deposit buttons runs about 13 times, then the buttons rest. */
export const PULSE_REPEATS = 13;
const PULSE_MS = 1600;

const ring = (colour: string) => keyframes`
  0% { box-shadow: 0 0 0 0 ${alpha(colour, 55)}; }
  70% { box-shadow: 0 0 0 10px ${alpha(colour, 0)}; }
  100% { box-shadow: 0 0 0 0 ${alpha(colour, 0)}; }
`;

/**
 * Wraps a pill button (chat, deposit) and draws an expanding ring around it 13 times after it appears
 * (spec §9 pulse animation), in the brand's primary colour; nothing under prefers-reduced-motion.
 */
export const Pulse = styled.span`
  display: inline-flex;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  animation: ${({ theme }) => ring(theme.colors.primary)} ${PULSE_MS}ms ease-out ${PULSE_REPEATS};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
