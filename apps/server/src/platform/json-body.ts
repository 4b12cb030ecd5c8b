import type { FastifyInstance } from 'fastify';

/**
 * The player client sends `Content-Type: application/json` on every POST, also when it has nothing to
 * say (logout, user_info): an empty body is read as `{}` instead of being refused.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('Body is not valid JSON'), {
        statusCode: 400,
        code: 'INVALID_JSON',
      });
      done(error, undefined);
    }
  });
}
