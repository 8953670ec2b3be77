import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE, unavailableResponse } from './unavailable.server.ts';

describe('the answer while the database is unreachable', () => {
  it('is JSON with the German message for APIs and data requests', async () => {
    for (const path of ['/api/checkout', '/conan/api/export/faelle', '/checkout.data']) {
      const response = unavailableResponse(path, 'POST');
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('30');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: UNAVAILABLE_MESSAGE, errors: { form: UNAVAILABLE_MESSAGE } });
    }
  });

  it('is a German page for pages, without a body for HEAD', async () => {
    const response = unavailableResponse('/auftrag/abc', 'GET');
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Vorübergehend nicht erreichbar');
    expect(await unavailableResponse('/auftrag/abc', 'HEAD').text()).toBe('');
  });
});
