import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type CsvCell, csvAmount, csvDownloadHeaders, csvFileName, csvSafe, csvStream, toCsv } from './csv.server.ts';

const BOM = '\ufeff';

/** A minimal RFC 4180 reader (';' and CRLF), to check that what toCsv writes reads back. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith(BOM)).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 1; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ';') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index++;
    } else cell += char;
  }
  expect(quoted).toBe(false);
  expect(record).toEqual([]); // the text ends with CRLF
  return records;
}

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('toCsv', () => {
  it('writes a BOM, semicolons and CRLF after every row', () => {
    expect(toCsv(['Name', 'Betrag'], [['Anna', '39,00']])).toBe(`${BOM}Name;Betrag\r\nAnna;39,00\r\n`);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['Name', 'Betrag'], [])).toBe(`${BOM}Name;Betrag\r\n`);
  });

  it('starts with the UTF-8 byte order mark as bytes', () => {
    const buffer = Buffer.from(toCsv(['a'], []), 'utf8');
    expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes cells with a semicolon, a quote or a line break, and only those', () => {
    const csv = toCsv(
      ['x'],
      [['a;b', 'Sie sagte "Hallo"', 'Zeile 1\nZeile 2', 'eins\r\nzwei', 'alt\rmac', 'a,b', 'schlicht']],
    );
    expect(csv).toBe(
      `${BOM}x\r\n"a;b";"Sie sagte ""Hallo""";"Zeile 1\nZeile 2";"eins\r\nzwei";"alt\rmac";a,b;schlicht\r\n`,
    );
  });

  it('reads back to the same cells with a CSV parser', () => {
    const rows = [['Müller; Söhne', 'Er schrieb: "Überweisen Sie 500 €"\nDanke', '', 'ẞtraße']];
    expect(parseCsv(toCsv(['Name', 'Chat', 'Leer', 'Straße'], rows))).toEqual([
      ['Name', 'Chat', 'Leer', 'Straße'],
      ...rows,
    ]);
  });

  it('keeps umlauts intact as UTF-8', () => {
    const csv = toCsv(['Prüfung', 'Größe'], [['Jürgen Weiß', 'Ärger über Öl']]);
    expect(csv).toContain('Prüfung;Größe\r\nJürgen Weiß;Ärger über Öl');
    const buffer = Buffer.from(csv, 'utf8');
    expect(buffer.includes(Buffer.from([0xc3, 0xbc]))).toBe(true); // ü
    expect(buffer.includes(Buffer.from([0xc3, 0x9f]))).toBe(true); // ß
    expect(buffer.toString('utf8')).toBe(csv);
  });

  it('writes numbers as they are and null or undefined as empty cells', () => {
    expect(toCsv(['a', 'b', 'c', 'd', 'e'], [[3, -2, 1.5, null, undefined]])).toBe(`${BOM}a;b;c;d;e\r\n3;-2;1.5;;\r\n`);
  });

  it('neutralises formula injection in every string cell, header included', () => {
    const csv = toCsv(
      ['=Kopf'],
      [['=HYPERLINK("http://böse.example","Klick")', '+49 30 123', '-2+3', '@SUM(A1)', '\tx', 'harmlos = gut', 7]],
    );
    expect(csv).toBe(
      `${BOM}'=Kopf\r\n"'=HYPERLINK(""http://böse.example"",""Klick"")";'+49 30 123;'-2+3;'@SUM(A1);'\tx;harmlos = gut;7\r\n`,
    );
  });

  it('leaves negative amounts from csvAmount readable as numbers', () => {
    expect(toCsv(['Betrag'], [[csvAmount(-123450)]])).toBe(`${BOM}Betrag\r\n-1.234,50\r\n`);
  });
});

describe('csvSafe', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1+1', "'-1+1"],
    ['@A1', "'@A1"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['-', "'-"],
    ['-12,50', '-12,50'],
    ['-1.234.567,89', '-1.234.567,89'],
    ['-7', '-7'],
    ['Anna', 'Anna'],
    ['a=1', 'a=1'],
    ['', ''],
    ["'=schon geschützt", "'=schon geschützt"],
  ])('%j → %j', (input, output) => {
    expect(csvSafe(input)).toBe(output);
  });
});

describe('csvStream', () => {
  const header = ['Name', 'Fall', 'Betrag', 'Anmerkung'];
  const rows: CsvCell[][] = [
    ['Jörg Müller', 'Dating-App', csvAmount(3900), 'Er sagte: "Vertrau mir"; bitte prüfen'],
    ['=cmd|calc', 'Romance-Scam', csvAmount(123450), 'Zeile 1\nZeile 2'],
    ['Ümit', null, 0, undefined],
  ];

  it('gives the same bytes as toCsv for an iterable', async () => {
    expect((await bytes(csvStream(header, rows))).toString('utf8')).toBe(toCsv(header, rows));
  });

  it('gives the same bytes as toCsv for an async iterable', async () => {
    async function* fromCursor() {
      for (const row of rows) {
        await new Promise((resolve) => setImmediate(resolve));
        yield row;
      }
    }
    const buffer = await bytes(csvStream(header, fromCursor()));
    expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(buffer.equals(Buffer.from(toCsv(header, rows), 'utf8'))).toBe(true);
  });

  it('writes only the header for no rows', async () => {
    expect((await bytes(csvStream(header, []))).toString('utf8')).toBe(toCsv(header, []));
  });

  it('streams 100,000 rows', async () => {
    function* many() {
      for (let index = 0; index < 100_000; index++) yield [`Kunde ${index}`, csvAmount(index * 3900)];
    }
    const text = (await bytes(csvStream(['Name', 'Betrag'], many()))).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(100_002); // header, rows and the empty rest after the last CRLF
    expect(lines[100_000]).toBe('Kunde 99999;3.899.961,00');
  });

  it('fails the stream when reading rows fails', async () => {
    async function* broken() {
      yield ['eins'];
      throw new Error('Datenbank weg');
    }
    await expect(bytes(csvStream(['x'], broken()))).rejects.toThrow('Datenbank weg');
  });

  it('ends the rows iterable when the reader stops early', async () => {
    let closed = false;
    async function* endless() {
      try {
        for (let index = 0; ; index++) yield [`Zeile ${index}`];
      } finally {
        closed = true;
      }
    }
    const stream = csvStream(['x'], endless());
    for await (const _chunk of stream) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(true);
  });
});

describe('csvAmount', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [3900, '39,00'],
    [123450, '1.234,50'],
    [100000000, '1.000.000,00'],
    [-1250, '-12,50'],
    [-5, '-0,05'],
    [99.6, '1,00'],
  ])('%d cents → %s', (cents, text) => {
    expect(csvAmount(cents)).toBe(text);
  });

  it('refuses what is not a number of cents', () => {
    expect(() => csvAmount(Number.NaN)).toThrow(RangeError);
    expect(() => csvAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('csvFileName', () => {
  it('uses the Berlin calendar day', () => {
    expect(csvFileName('faelle', new Date('2026-11-23T10:00:00Z'))).toBe('echtcheck-faelle-2026-11-23.csv');
    // 31 Dec 23:30 UTC is already 1 January in Berlin.
    expect(csvFileName('umsatz', new Date('2026-12-31T23:30:00Z'))).toBe('echtcheck-umsatz-2027-01-01.csv');
  });
});

describe('csvDownloadHeaders', () => {
  it('sends CSV as an attachment that is not cached', () => {
    expect(csvDownloadHeaders('echtcheck-faelle-2026-11-23.csv')).toEqual({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition':
        'attachment; filename="echtcheck-faelle-2026-11-23.csv"; filename*=UTF-8\'\'echtcheck-faelle-2026-11-23.csv',
      'Cache-Control': 'no-store',
    });
  });

  it('gives an ASCII fallback and the exact name in filename*', () => {
    expect(csvDownloadHeaders('Fälle (Größe) 2026.csv')['Content-Disposition']).toBe(
      'attachment; filename="Faelle (Groesse) 2026.csv"; filename*=UTF-8\'\'F%C3%A4lle%20%28Gr%C3%B6%C3%9Fe%29%202026.csv',
    );
  });

  it('cannot break out of the header value or into a path', () => {
    const value = csvDownloadHeaders('../../etc/a"b\\c\r\nSet-Cookie: x=1.csv')['Content-Disposition'] ?? '';
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toBe('attachment; filename="cSet-Cookie: x=1.csv"; filename*=UTF-8\'\'cSet-Cookie%3A%20x%3D1.csv');
    expect(csvDownloadHeaders('Bericht "neu".csv')['Content-Disposition']).toContain('filename="Bericht _neu_.csv"');
    expect(csvDownloadHeaders('')['Content-Disposition']).toContain('filename="export.csv"');
  });
});
