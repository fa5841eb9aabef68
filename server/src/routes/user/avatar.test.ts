import { eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { settings } from '../../db/schema/content.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tracklane-avatars-'));
const server = useTestServer({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const avatarDir = join(dataDir, 'avatars');
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest GIF: the same check must accept the other formats too. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

function form(data: Buffer, filename: string, type: string, field = 'avatar') {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  return body;
}

/** Sends `body` as the multipart form of POST /user/profile/avatar. */
function upload(token: string | undefined, body: FormData, language = 'en') {
  return server()
    .client({ token, language })
    .POST('/user/profile/avatar', { body: { avatar: '' }, bodySerializer: () => body });
}

async function signedIn() {
  const account = await createAccount(server());
  return server().signIn(account.email, account.password);
}

const fileOf = (avatarUrl: string | null | undefined) => (avatarUrl ?? '').split('/avatars/')[1] ?? '';

describe('POST /user/profile/avatar', () => {
  it('POST /user/profile/avatar stores a PNG under a random name and serves it at /avatars/<file>', async () => {
    const token = await signedIn();
    const { data, response } = await upload(token, form(PNG, 'me.png', 'image/png'));
    expect(response.status).toBe(200);
    expect(data?.message).toBe('Your photo has been updated');
    expect(data?.data.has_avatar).toBe(true);
    const file = fileOf(data?.data.avatar);
    expect(data?.data.avatar).toBe(`${server().config.appUrl}/avatars/${file}`);
    expect(file).toMatch(/^[a-f0-9]{32}\.png$/);

    const served = await server().app.inject({ method: 'GET', url: `/avatars/${file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
  });

  it('POST /user/profile/avatar replaces the previous photo and deletes its file', async () => {
    const token = await signedIn();
    const first = fileOf((await upload(token, form(PNG, 'one.png', 'image/png'))).data?.data.avatar);
    expect(existsSync(join(avatarDir, first))).toBe(true);
    const { data } = await upload(token, form(GIF, 'two.gif', 'image/gif'));
    const second = fileOf(data?.data.avatar);
    expect(second).toMatch(/\.gif$/);
    expect(existsSync(join(avatarDir, second))).toBe(true);
    expect(existsSync(join(avatarDir, first))).toBe(false);
  });

  it('POST /user/profile/avatar answers 422 on avatar for a file that is not an image, whatever type it claims', async () => {
    const token = await signedIn();
    const before = readdirSync(avatarDir).length;
    const { error, response } = await upload(
      token,
      form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png', 'image/png'),
      'pl',
    );
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({
      avatar: ['logo.png: nieprawidłowy typ pliku. Wybierz obraz PNG, JPEG, WebP lub GIF'],
    });
    expect(readdirSync(avatarDir)).toHaveLength(before);
  });

  it('POST /user/profile/avatar answers 422 on avatar for a file larger than the max_file_size setting', async () => {
    const token = await signedIn();
    const key = 'general.max_file_size';
    await server().db.update(settings).set({ value: 1_048_576 }).where(eq(settings.key, key));
    try {
      const big = Buffer.concat([PNG, Buffer.alloc(1_048_576)]);
      const { error, response } = await upload(token, form(big, 'huge.png', 'image/png'));
      expect(response.status).toBe(422);
      expect(error?.errors).toEqual({ avatar: ['huge.png: File size exceeds 1MB'] });

      const { response: small } = await upload(token, form(PNG, 'small.png', 'image/png'));
      expect(small.status).toBe(200);
    } finally {
      await server().db.update(settings).set({ value: 10_485_760 }).where(eq(settings.key, key));
    }
  });

  it('POST /user/profile/avatar answers 422 on avatar when the form carries no file under that name', async () => {
    const token = await signedIn();
    const { error, response } = await upload(token, form(PNG, 'me.png', 'image/png', 'photo'));
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ avatar: ['This field is required'] });
  });

  it('POST /user/profile/avatar answers 415 to a body that is not a multipart form', async () => {
    const token = await signedIn();
    // Straight to the app: the contract lists no 415, which any operation may answer (see its description).
    const reply = await server().app.inject({
      method: 'POST',
      url: '/api/v1/user/profile/avatar',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { avatar: PNG.toString('base64') },
    });
    expect(reply.statusCode).toBe(415);
  });

  it('POST /user/profile/avatar answers 400 to a multipart form cut short', async () => {
    const token = await signedIn();
    const reply = await server().app.inject({
      method: 'POST',
      url: '/api/v1/user/profile/avatar',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=other' },
      payload: '--fuzz\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\n\r\n',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: 'The request body could not be read' });
  });

  it('POST /user/profile/avatar answers 401 without a token', async () => {
    const { response } = await upload(undefined, form(PNG, 'me.png', 'image/png'));
    expect(response.status).toBe(401);
  });
});

describe('DELETE /user/profile/avatar', () => {
  it('DELETE /user/profile/avatar removes the photo and its file, and answers the same when there is none', async () => {
    const token = await signedIn();
    const file = fileOf((await upload(token, form(PNG, 'me.png', 'image/png'))).data?.data.avatar);
    const client = server().client({ token, language: 'de' });

    const { data, response } = await client.DELETE('/user/profile/avatar');
    expect(response.status).toBe(200);
    expect(data?.message).toBe('Ihr Foto wurde entfernt');
    expect(data?.data).toMatchObject({ avatar: null, has_avatar: false });
    expect(existsSync(join(avatarDir, file))).toBe(false);
    const gone = await server().app.inject({ method: 'GET', url: `/avatars/${file}` });
    expect(gone.statusCode).toBe(404);

    const again = await client.DELETE('/user/profile/avatar');
    expect(again.response.status).toBe(200);
  });

  it('DELETE /user/profile/avatar answers 401 without a token', async () => {
    const { response } = await server().client().DELETE('/user/profile/avatar');
    expect(response.status).toBe(401);
  });
});
