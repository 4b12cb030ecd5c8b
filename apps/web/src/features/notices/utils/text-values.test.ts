import { afterEach, describe, expect, it } from 'vitest';

import { i18n, installLanguagePack } from '../../../lib/i18n/i18n';
import { pushText } from './text-values';

afterEach(() => i18n.changeLanguage('en'));

const money = (value: number) => `R$ ${value.toFixed(2).replace('.', ',')}`;

describe('push texts', () => {
  it('writes an amount of the push as money, in the player’s currency and language', async () => {
    await installLanguagePack('pt', {
      RECHARGE_SUCCESS_TEXT: 'Seu depósito de ${amount} já está no seu saldo.',
    });
    expect(pushText('RECHARGE_SUCCESS_TEXT', { amount: 10, orderId: 'r-12' }, money)).toBe(
      'Seu depósito de R$ 10,00 já está no seu saldo.',
    );
  });

  it('leaves other values as they came', async () => {
    await installLanguagePack('en', { ORDER: 'Order ${orderId}, level ${level}' });
    expect(pushText('ORDER', { orderId: 'r-12', level: 3 }, money)).toBe('Order r-12, level 3');
  });
});
