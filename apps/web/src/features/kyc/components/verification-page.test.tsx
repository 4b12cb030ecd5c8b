import type { KycStatusView } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDialogStore } from '../../../lib/dialog/dialog-store';
import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import { testKycDocument, testKycStatus } from '../../../testing/kyc-fixtures';
import kycPack from '../../../../../server/src/modules/i18n/packs/kyc.en.json';
import uiPack from '../../../../../server/src/modules/i18n/packs/ui.en.json';
import chatPack from '../../../../../server/src/modules/i18n/packs/chat.en.json';
import { VerificationPage } from './verification-page';

const NOW = Date.UTC(2026, 2, 4, 12, 0);
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const path = (url: string) => String(url).split('?')[0];
const callsTo = (route: string) => fetchMock.mock.calls.filter(([url]) => path(url) === route);

let view: KycStatusView = testKycStatus();
let uploadAnswer: (kind: string) => Record<string, unknown> = () => ({ model: view });
let submitAnswer: () => Record<string, unknown> = () => ({ model: view });

beforeAll(async () => {
  await installLanguagePack('en', { ...uiPack, ...chatPack, ...kycPack });
  setSiteConfig(testSiteConfig);
});

beforeEach(() => {
  view = testKycStatus();
  uploadAnswer = () => ({ model: view });
  submitAnswer = () => ({ model: view });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    if (path(url) === '/api/kyc/status') return envelopeResponse({ model: view });
    if (path(url) === '/api/kyc/documents') {
      const kind = new URL(String(url), 'http://site').searchParams.get('kind') ?? '';
      return envelopeResponse(uploadAnswer(kind));
    }
    if (path(url) === '/api/kyc/submit') return envelopeResponse(submitAnswer());
    return envelopeResponse({});
  });
  useSessionStore.setState({ user: { token: 'token-abcdefghij', username: 'ana', currencyId: 'BRL' } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.setState({ user: null });
  useDialogStore.setState({ queue: [] });
});

function renderPage() {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <VerificationPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('the identity-verification page', () => {
  it('shows the standing and a labelled picker per document, and waits for the required ones', async () => {
    renderPage();
    expect((await screen.findByTestId('kyc-status')).textContent).toContain('Not verified');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Identity verification');
    for (const label of [/ID document, front/, /ID document, back/, /Selfie/, /Proof of address/]) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('type')).toBe('file');
      expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,application/pdf');
    }
    expect(screen.getByTestId('kyc-missing').textContent).toContain(
      'Still needed before you can submit: ID document, front, Selfie.',
    );
    expect((screen.getByTestId('kyc-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('uploads a document with its kind, names the file and takes the new standing', async () => {
    uploadAnswer = (kind) => {
      view = testKycStatus({ documents: [testKycDocument('ID_FRONT', NOW)], missing: ['SELFIE'] });
      expect(kind).toBe('ID_FRONT');
      return { model: view };
    };
    renderPage();
    const input = await screen.findByLabelText(/ID document, front/);
    fireEvent.change(input, { target: { files: [png('my-id.png')] } });
    expect((await screen.findByTestId('kyc-document-ID_FRONT-done')).textContent).toContain(
      'Uploaded: my-id.png',
    );
    const [call] = callsTo('/api/kyc/documents');
    expect(call?.[0]).toBe('/api/kyc/documents?kind=ID_FRONT');
    const form = call?.[1].body as FormData;
    expect((form.get('file') as File).name).toBe('my-id.png');
    expect(screen.getByTestId('kyc-missing').textContent).toContain('Selfie.');
    expect(screen.getByTestId('kyc-missing').textContent).not.toContain('front');
  });

  it('shows an upload’s refusal beside its document', async () => {
    uploadAnswer = () => ({
      status: 1001,
      message: 'KYC_FILE_TYPE_NOT_ALLOWED',
      extra: { field: 'file', reason: 'KYC_FILE_TYPE_NOT_ALLOWED' },
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Selfie/), { target: { files: [png('me.gif')] } });
    expect((await screen.findByTestId('kyc-document-SELFIE-error')).textContent).toContain(
      'That kind of file cannot be used. Upload a photo (JPEG, PNG or WebP) or a PDF.',
    );
    expect(useDialogStore.getState().queue).toEqual([]);
  });

  it('submits once the required documents are on file, then shows pending review', async () => {
    view = testKycStatus({
      documents: [testKycDocument('ID_FRONT', NOW), testKycDocument('SELFIE', NOW)],
      missing: [],
    });
    submitAnswer = () => {
      view = { ...view, status: 'PENDING_REVIEW', submittedAt: NOW, editable: false };
      return { model: view };
    };
    renderPage();
    const documents = await screen.findByTestId('kyc-documents');
    expect(within(documents).getByTestId('kyc-document-SELFIE-on-file').textContent).toContain(
      'On file since',
    );
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(screen.getByTestId('kyc-status').textContent).toContain('Pending review'));
    expect(screen.queryByTestId('kyc-documents')).toBeNull();
    expect(callsTo('/api/kyc/submit')).toHaveLength(1);
  });

  it('shows the reviewer’s reason after a refusal, with the documents open again', async () => {
    view = testKycStatus({ status: 'REJECTED', rejectionReason: 'The photo is blurred.', submittedAt: NOW });
    renderPage();
    expect((await screen.findByTestId('kyc-rejection-reason')).textContent).toContain(
      'Reason: The photo is blurred.',
    );
    expect(screen.getByTestId('kyc-status').textContent).toContain('Not approved');
    expect(screen.queryByTestId('kyc-documents')).not.toBeNull();
  });

  it('says verified, with nothing left to upload', async () => {
    view = testKycStatus({ status: 'VERIFIED', verifiedAt: NOW, missing: [], editable: false });
    renderPage();
    expect((await screen.findByTestId('kyc-status')).textContent).toContain('Verified');
    expect(screen.queryByTestId('kyc-documents')).toBeNull();
  });

  it('asks a visitor to log in, and fetches nothing', () => {
    useSessionStore.setState({ user: null });
    renderPage();
    expect(screen.queryByText('Log in to verify your identity.')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
