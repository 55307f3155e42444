// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, renderWithProviders } from '@site/forms/test-utils';
import { ExclusionPanel } from './exclusion-panel';

describe('ExclusionPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers only the profile periods and asks to confirm with the consequence before anything is sent', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonReply(200, { success: true, message: '', data: { until: null } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ExclusionPanel kind="selfExclusion" periods={['1y', 'permanent']} />);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    const start = screen.getByRole('button', { name: 'Exclude myself' });
    expect(start).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Permanent' }));
    fireEvent.click(start);
    const dialog = screen.getByRole('dialog', { name: 'Exclude yourself permanently?' });
    expect(dialog).toHaveTextContent('You will be logged out now and cannot log in, deposit or play again. Self-exclusion cannot be cancelled.');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(start);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, exclude me' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toMatch(/api\/protection\/exclude$/);
    expect(JSON.parse(String(init.body))).toEqual({ kind: 'selfExclusion', period: 'permanent' });
  });

  it('states the end date of a time-out', () => {
    renderWithProviders(<ExclusionPanel kind="timeout" periods={['24h', '7d', '30d']} />);
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    expect(screen.getByRole('dialog', { name: 'Start a time-out of 7 days?' })).toHaveTextContent(
      /cannot log in, deposit or play until \d{1,2}\.\w{3}\.\d{2} \d{2}:\d{2} \(Istanbul time\)\. A time-out cannot be shortened or cancelled\./,
    );
  });
});
