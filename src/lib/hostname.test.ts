import { describe, expect, it } from 'vitest';
import { normaliseHostname } from './hostname';

describe('normaliseHostname', () => {
  it.each([
    ['shop.example.com', 'shop.example.com'],
    ['https://shop.example.com/cart?x=1#top', 'shop.example.com'],
    ['http://user:pw@shop.example.com:8080', 'shop.example.com'],
    ['//shop.example.com/', 'shop.example.com'],
    ['  SHOP.Example.COM  ', 'shop.example.com'],
    ['www.shop.example.com', 'shop.example.com'],
    ['HTTPS://WWW.Example.org.', 'example.org'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
    ['my-shop.co.uk', 'my-shop.co.uk'],
  ])('turns %j into %j', (input, hostname) => {
    expect(normaliseHostname(input)).toEqual({ hostname });
  });

  it.each([
    ['192.168.1.10', 'ip_address'],
    ['http://10.0.0.1:3000/x', 'ip_address'],
    ['0x7f.1', 'ip_address'],
    ['[::1]:8080', 'ip_address'],
    ['localhost', 'local'],
    ['app.localhost', 'local'],
    ['printer.local', 'local'],
    ['intranet', 'single_label'],
    ['www.com', 'single_label'],
    ['shop .example.com', 'invalid'],
    ['-shop.example.com', 'invalid'],
    ['shop_1.example.com', 'invalid'],
    ['shop..example.com', 'invalid'],
    ['shop.example.c0m', 'invalid'],
    [`${'a'.repeat(64)}.com`, 'invalid'],
    [`${'abcdefghi.'.repeat(25)}shop.com`, 'invalid'],
    ['', 'invalid'],
    ['https://', 'invalid'],
  ])('refuses %j as %s', (input, problem) => {
    expect(normaliseHostname(input)).toEqual({ problem });
  });
});
