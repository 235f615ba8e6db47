import { describe, expect, it } from 'vitest';
import { descendantsOf, listeningSockets, parseStat } from './processTree.mjs';

describe('parseStat', () => {
  it('reads the pid and parent pid, whatever the command name holds', () => {
    expect(parseStat('4242 (java) S 4100 4242 4242 0 -1 4194560 12 0 0 0')).toEqual({
      pid: 4242,
      ppid: 4100,
    });
    expect(parseStat('77 (node (x) y) S 1 77 77 0 -1')).toEqual({ pid: 77, ppid: 1 });
  });
});

describe('descendantsOf', () => {
  it("finds children and grandchildren, a detached Java emulator's included", () => {
    const table = [
      { pid: 100, ppid: 1 }, // npm start
      { pid: 200, ppid: 100 }, // firebase CLI
      { pid: 300, ppid: 200 }, // java (a process group of its own)
      { pid: 301, ppid: 200 }, // functions runtime
      { pid: 400, ppid: 300 },
      { pid: 500, ppid: 1 }, // someone else's
    ];
    expect(descendantsOf(200, table)).toEqual([300, 301, 400]);
    expect(descendantsOf(500, table)).toEqual([]);
  });
});

describe('listeningSockets', () => {
  it('lists the ports listened on in a /proc/net/tcp table, with their inodes', () => {
    const table = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 91234 1 0000000000000000 100 0 0 10 0',
      '   1: 0100007F:1F90 0100007F:D431 01 00000000:00000000 00:00000000 00000000     0        0 91299 1 0000000000000000 20 4 30 10 -1',
      '   2: 00000000:1435 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 81000 1 0000000000000000 100 0 0 10 0',
    ].join('\n');
    expect(listeningSockets(table)).toEqual([
      { port: 8080, inode: '91234' },
      { port: 5173, inode: '81000' },
    ]);
  });
});
