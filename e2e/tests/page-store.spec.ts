// The website keeps public pages by path and the parameters that change them (decision 012):
// made-up query strings neither make new copies nor push the pre-rendered pages out.
import { expect, test } from '../fixtures';

test('made-up query strings are answered from the pre-rendered page, the job filter is not', async ({
  request,
}) => {
  // Kept once asked for: a test before may have published something and renewed the pages.
  await request.get('/');
  expect((await request.get('/')).headers()['x-cache']).toBe('HIT');
  for (let i = 0; i < 300; i++) {
    const res = await request.get(`/?utm_campaign=flut-${i}&utm_source=mail&x${i}=${i}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-cache'], `query ${i}`).toBe('HIT');
  }
  expect((await request.get('/')).headers()['x-cache']).toBe('HIT');
  // A parameter that changes the page is part of its key: a filtered list is its own page.
  const all = await (await request.get('/karriere')).text();
  const filtered = await request.get('/karriere?bereich=Logistik&utm_campaign=a');
  expect(filtered.headers()['x-cache']).not.toBe('HIT');
  expect(await filtered.text()).not.toEqual(all);
});
