import type { OfflineProof } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { downloadProof } from './offline-proof';

/** The inputs of ProofDownload. */
export interface ProofDownloadProps {
  /** Makes the proof when asked (it may fetch the beacon's chain); null when it cannot be made. */
  proof: () => OfflineProof | null | Promise<OfflineProof | null>;
}

/** "Download for the offline verifier": saves the checked record as a proof file. */
export function ProofDownload({ proof }: ProofDownloadProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="small"
      disabled={busy}
      data-testid="offline-proof-download"
      onClick={() => {
        setBusy(true);
        void Promise.resolve(proof())
          .then((made) => {
            if (made) downloadProof(made);
          })
          // A chain that could not be fetched: nothing to save, and the button can be pressed again.
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {t('VERIFIER_DOWNLOAD_PROOF')}
    </Button>
  );
}
