import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ShieldIcon } from '../../../components/ui/icons';
import { NoticePanel } from '../../../components/ui/notice-panel';

/** The site name and what continuing does. */
export interface GateScreenProps {
  /** The site's name, shown in the text. */
  siteName: string;
  /** Called when the visitor continues; start-up then stores waf-pass and goes on. */
  onContinue: () => void;
}

/** The gate shown first on gate domains (spec: isGpDomain) until the visitor continues once. */
export function GateScreen({ siteName, onContinue }: GateScreenProps) {
  const { t } = useTranslation();
  return (
    <NoticePanel
      fullscreen
      icon={<ShieldIcon />}
      title={t('GATE_TITLE')}
      text={t('GATE_TEXT', { siteName })}
      testId="gate-screen"
    >
      <Button onClick={onContinue} data-autofocus data-testid="gate-continue">
        {t('CONTINUE')}
      </Button>
    </NoticePanel>
  );
}
