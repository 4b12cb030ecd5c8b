import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { DialogHost } from '../components/ui/dialog-host';
import { i18n } from '../lib/i18n/i18n';
import { queryClient } from '../lib/query-client';

/** Server state, translations and the alert/confirm host, around every screen. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <DialogHost />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
