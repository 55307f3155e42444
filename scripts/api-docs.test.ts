import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOCS_FILE, apiDocs } from './api-docs';

describe('docs/api.md', () => {
  it('is what the contracts say (run `npx tsx scripts/api-docs.ts` after changing schemas/calls or schemas/api)', () => {
    expect(readFileSync(API_DOCS_FILE, 'utf8')).toBe(apiDocs());
  });

  it('documents every call with its body and reply fields', () => {
    const docs = apiDocs();
    expect(docs).toContain('### POST /api/payment/withdraw');
    expect(docs).toMatch(/\| `detail` \| object \| yes \|/);
    expect(docs).toContain('### GET /api/user/balance');
  });
});
