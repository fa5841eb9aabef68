import { describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';

const server = useTestServer();

const PRIVATE = {
  en: 'This address leads to a private or local network, where events are never sent. Enter the public address of your endpoint',
  pl: 'Ten adres prowadzi do sieci prywatnej lub lokalnej, do której zdarzenia nigdy nie są wysyłane. Wpisz publiczny adres swojego punktu końcowego',
};
const CREDENTIALS = {
  en: 'Leave the user name and password out of the address: the signature of each request proves it comes from us',
  pl: 'Usuń z adresu nazwę użytkownika i hasło: podpis każdego żądania potwierdza, że pochodzi od nas',
};

/** A webhook at `url`, as the dashboard's destinations form sends it. */
const webhookAt = (url: string) => ({
  key: 'webhook',
  settings: { url, signing_secret: 'whsec-0123456789' },
});

describe('PUT /domains/{domainId}/services', () => {
  it('PUT /domains/{domainId}/services answers 422 on the url of a webhook to a private, local or metadata address, in every spelling', async () => {
    const owner = await domainOwner(server());
    const path = { params: { path: { domainId: owner.domain.id } } };
    const urls = [
      'https://127.0.0.1:8443/hook',
      'https://127.1/hook',
      'https://0x7f.0.0.1/hook',
      'https://2130706433/hook',
      'https://[::ffff:127.0.0.1]/hook.json',
      'https://[::1]:8443/a.b',
      'https://169.254.169.254/latest/meta-data',
      'https://metadata.google.internal/computeMetadata/v1',
      'https://10.0.0.7/hook',
      'https://192.168.1.20/hook',
      'https://172.20.0.3/hook',
      'https://[fd00:ec2::254]/a.b',
      'https://localhost.:3000/hook.x',
      'http://127.0.0.1/hook',
    ];
    const answers = await Promise.all(
      urls.map(async (url) => {
        const { response, error } = await owner.api.PUT('/domains/{domainId}/services', {
          ...path,
          body: { services: [webhookAt(url)] },
        });
        return [url, response.status, error?.errors] as const;
      }),
    );
    expect(answers).toEqual(urls.map((url) => [url, 422, { 'services.0.settings.url': [PRIVATE.en] }]));
  });

  it('PUT /domains/{domainId}/services says why in the user’s language, and refuses a user and password in the address', async () => {
    const owner = await domainOwner(server());
    const path = { params: { path: { domainId: owner.domain.id } } };
    const polish = server().client({ token: owner.token, language: 'pl' });
    const privateAnswer = await polish.PUT('/domains/{domainId}/services', {
      ...path,
      body: { services: [webhookAt('https://192.168.0.1/hook')] },
    });
    expect(privateAnswer.error?.errors).toEqual({ 'services.0.settings.url': [PRIVATE.pl] });
    for (const [api, language] of [
      [owner.api, 'en'],
      [polish, 'pl'],
    ] as const) {
      const { response, error } = await api.PUT('/domains/{domainId}/services', {
        ...path,
        body: { services: [webhookAt('https://user:secret@hooks.example.com/hook')] },
      });
      expect(response.status).toBe(422);
      expect(error?.errors).toEqual({ 'services.0.settings.url': [CREDENTIALS[language]] });
    }
  });

  it('PUT /domains/{domainId}/services keeps a webhook to a public https address', async () => {
    const owner = await domainOwner(server());
    const { data, response } = await owner.api.PUT('/domains/{domainId}/services', {
      params: { path: { domainId: owner.domain.id } },
      body: { services: [webhookAt('https://hooks.example.com:8443/tracklane')] },
    });
    expect(response.status).toBe(200);
    expect(data?.data.services[0]?.settings.url).toBe('https://hooks.example.com:8443/tracklane');
  });
});

describe('POST /domains', () => {
  it('POST /domains answers 422 naming the webhook’s url when it leads to a private address', async () => {
    const owner = await domainOwner(server());
    const { response, error } = await owner.api.POST('/domains', {
      body: { name: 'private-hook.example.com', services: [webhookAt('https://[::ffff:a9fe:a9fe]/a.b')] },
    });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ 'services.0.settings.url': [PRIVATE.en] });
  });
});
