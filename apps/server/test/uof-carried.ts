import type { FeedMessage } from '@casino/contracts';

/**
 * A sandbox message as it comes back from a trip through UOF XML, for the round-trip tests: a bet_settlement
 * carries no score, and a cancel's reason is UOF's void_reason code read back (`incorrect odds`, `cancelled
 * event`, else `other`). Everything else, the score's clock included, comes back as it was.
 */
export function asUofCarriesIt(message: FeedMessage): FeedMessage {
  switch (message.type) {
    case 'bet_settlement': {
      const { score: _score, ...rest } = message;
      return rest;
    }
    case 'bet_cancel':
      return {
        ...message,
        reason:
          message.reason === 'incorrect odds'
            ? 'incorrect odds'
            : message.reason === 'fixture cancelled'
              ? 'cancelled event'
              : 'other',
      };
    default:
      return message;
  }
}
