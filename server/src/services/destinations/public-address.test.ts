import { describe, expect, it } from 'vitest';
import { destinationUrlProblem } from './destination-url.ts';
import { isPrivateHostName, isPublicAddress } from './public-address.ts';

/** What `destinationUrlProblem` says of `https://<host>/hook`. */
const problemOf = (host: string) => destinationUrlProblem(new URL(`https://${host}/hook`));

describe('destinationUrlProblem', () => {
  it('refuses loopback in every spelling the URL parser takes', () => {
    const spellings = [
      '127.0.0.1:8443',
      '127.1',
      '0x7f.0.0.1',
      '0x7f000001',
      '2130706433',
      '0177.0.0.1',
      '127.000.000.001',
      '%31%32%37.0.0.1',
      '１２７.0.0.1',
      '127.0.0.1.',
      '127.255.255.254',
      '[::1]',
      '[0:0:0:0:0:0:0:1]',
      '[::ffff:127.0.0.1]',
      '[0:0:0:0:0:ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::127.0.0.1]',
      '[64:ff9b::127.0.0.1]',
      '[2002:7f00:1::]',
      '0.0.0.0',
      '0',
      '[::]',
      'localhost',
      'LOCALHOST.',
      'app.localhost',
    ];
    expect(spellings.filter((host) => problemOf(host) !== 'private')).toEqual([]);
  });

  it('refuses private, shared, link-local, unique-local and metadata addresses and names', () => {
    const hosts = [
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '192.168.0.1:8080',
      '100.64.0.1',
      '100.100.100.200',
      '169.254.169.254',
      '169.254.170.2',
      '0xa9.0xfe.0xa9.0xfe',
      '2852039166',
      '[::ffff:169.254.169.254]',
      '[::ffff:a9fe:a9fe]',
      '[64:ff9b::a9fe:a9fe]',
      '[fd00:ec2::254]',
      '[fc00::1]',
      '[fe80::1]',
      '[fec0::1]',
      '[ff02::1]',
      '[2001:db8::1]',
      '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      'metadata.google.internal',
      'metadata.google.internal.',
      'printer.local',
      'router.home.arpa',
    ];
    expect(hosts.filter((host) => problemOf(host) !== 'private')).toEqual([]);
  });

  it('refuses a user and password in the address', () => {
    expect(problemOf('user:secret@hooks.example.com')).toBe('credentials');
    expect(problemOf('user@hooks.example.com')).toBe('credentials');
    expect(problemOf(':secret@hooks.example.com')).toBe('credentials');
  });

  it('accepts public addresses and names, also inside IPv6 forms that carry a public IPv4 address', () => {
    const hosts = [
      'hooks.example.com',
      'hooks.example.com:8443',
      'internal.example.com',
      'localhost.example.com',
      '8.8.8.8',
      '93.184.215.14',
      '172.32.0.1',
      '100.128.0.1',
      '[2606:4700:4700::1111]',
      '[64:ff9b::808:808]',
      '[::ffff:8.8.8.8]',
      '[2002:808:808::1]',
    ];
    expect(hosts.map(problemOf)).toEqual(hosts.map(() => undefined));
  });
});

describe('isPublicAddress', () => {
  it('judges addresses as DNS answers them and refuses what is no address', () => {
    expect(isPublicAddress('203.0.114.7')).toBe(true);
    expect(isPublicAddress('2a00:1450:4001:81c::200e')).toBe(true);
    expect(isPublicAddress('127.0.0.53')).toBe(false);
    expect(isPublicAddress('fd12:3456:789a::1')).toBe(false);
    expect(isPublicAddress('::ffff:192.168.0.10')).toBe(false);
    expect(isPublicAddress('hooks.example.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

describe('isPrivateHostName', () => {
  it('knows the names that lead inside by their form alone, and no others', () => {
    expect(
      ['localhost', 'a.b.localhost', 'metadata.google.internal', 'nas.local'].map(isPrivateHostName),
    ).toEqual([true, true, true, true]);
    expect(['hooks.example.com', 'local.example.com', 'internal.io'].map(isPrivateHostName)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
