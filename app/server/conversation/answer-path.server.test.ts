import { describe, expect, it } from 'vitest';
import { isAnswerPost, isStatusPagePost, withSameOriginStatusPost } from './answer-path.server.ts';

const TOKEN = 'a'.repeat(43);
const post = (path: string, headers: Record<string, string>) =>
  new Request(`http://127.0.0.1${path}`, { method: 'POST', headers, body: 'bezahlen=erneut' });

describe('the status page posts', () => {
  it('are the POSTs to a status page; the answer is the multipart one', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    expect(isStatusPagePost(post(`/auftrag/${TOKEN}`, form))).toBe(true);
    expect(isStatusPagePost(post(`/auftrag/${TOKEN}.data`, form))).toBe(true);
    expect(isStatusPagePost(post('/auftrag/kurz', form))).toBe(false);
    expect(isStatusPagePost(post(`/conan/faelle/${TOKEN}`, form))).toBe(false);
    expect(isStatusPagePost(new Request(`http://127.0.0.1/auftrag/${TOKEN}`))).toBe(false);
    expect(isAnswerPost(post(`/auftrag/${TOKEN}`, multipart))).toBe(true);
    expect(isAnswerPost(post(`/auftrag/${TOKEN}`, form))).toBe(false);
  });

  it("drop a null Origin only when the browser itself says the post is the site's own", () => {
    const own = withSameOriginStatusPost(
      post(`/auftrag/${TOKEN}`, { origin: 'null', 'sec-fetch-site': 'same-origin' }),
    );
    expect(own.headers.get('origin')).toBeNull();
    // From another site, or without the browser's word: unchanged, so React Router refuses it.
    const refused: Record<string, string>[] = [
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of refused) {
      expect(withSameOriginStatusPost(post(`/auftrag/${TOKEN}`, headers)).headers.get('origin')).toBe(headers.origin);
    }
  });

  it('keep the body of a post whose Origin was dropped', async () => {
    const own = withSameOriginStatusPost(
      post(`/auftrag/${TOKEN}`, { origin: 'null', 'sec-fetch-site': 'same-origin' }),
    );
    expect(await own.text()).toBe('bezahlen=erneut');
  });
});
