import { describe, expect, it } from 'vitest';
import { GENERIC_REPLY, REPLY_RULES, matchReply } from './demo-chat-replies';

const [withdraw, deposit, bonus, password] = REPLY_RULES;

describe('matchReply (demo live chat agent)', () => {
  it('answers deposit questions in either language, in the page language', () => {
    expect(matchReply('How do I deposit money?', 'en')).toBe(deposit.reply.en);
    expect(matchReply('Nasıl para yatırabilirim?', 'tr')).toBe(deposit.reply.tr);
    expect(matchReply('DEPOSIT', 'tr')).toBe(deposit.reply.tr);
  });

  it('answers withdrawals, bonuses and sign-in, case-insensitively and Turkish-aware', () => {
    expect(matchReply('WITHDRAW please', 'en')).toBe(withdraw.reply.en);
    expect(matchReply('ÇEKİM talebim ne zaman onaylanır?', 'tr')).toBe(withdraw.reply.tr);
    expect(matchReply('Is there a Bonus for new players?', 'en')).toBe(bonus.reply.en);
    expect(matchReply('ŞİFRE unuttum', 'tr')).toBe(password.reply.tr);
  });

  it('prefers the withdrawal reply when a message names both (most specific first)', () => {
    expect(matchReply('I made a deposit, now I want to withdraw', 'en')).toBe(withdraw.reply.en);
  });

  it('falls back to the generic reply', () => {
    expect(matchReply('Merhaba', 'tr')).toBe(GENERIC_REPLY.tr);
    expect(matchReply('', 'en')).toBe('Thank you for your message. An agent will be with you shortly.');
  });
});
