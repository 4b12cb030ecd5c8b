import type { FeedMessage } from '@casino/contracts';

/**
 * A sandbox message as it comes back from a trip through UOF XML, for the round-trip tests: a bet_settlement
 * carries no score, and a cancel's reason is UOF's void_reason code read back (`incorrect odds`, `cancelled
 * event`, else `other`). Everything else, the score's clock included, comes back as it was.
 */
export function asUofCarriesIt(message: FeedMessage, product?: number): FeedMessage {
  switch (message.type) {
    case 'odds_change':
      // Prices come back with the producer that sent them.
      return product === undefined ? message : { ...message, producer: product };
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

/** A message read back from UOF without the producer and recovery request its prices carry. */
export function withoutProducer(message: FeedMessage): FeedMessage {
  if (message.type !== 'odds_change') return message;
  const { producer: _producer, requestId: _requestId, ...rest } = message;
  return rest;
}
