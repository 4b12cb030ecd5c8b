import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';

import { useServerTexts } from '../lib/errors';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { createRouter } from './router';

/** Loads the server's status texts for the active language while the app runs. */
function ServerTexts() {
  useServerTexts();
  return null;
}

/** The back office: query cache, translations and the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ServerTexts />
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
