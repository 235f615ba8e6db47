// What Linux's /proc says about processes and listening ports: which processes descend from a child (the Firestore
// emulator's Java runs in a process group of its own, out of reach of a signal to its parent's group), and which
// process holds a port. Where there is no /proc, every answer is empty and callers carry on without it.
import fs from 'node:fs';
import net from 'node:net';

/** { pid, ppid } from a /proc/<pid>/stat line; the command name in parentheses may itself hold spaces or ')'. */
export function parseStat(text) {
  const close = text.lastIndexOf(')');
  const pid = Number.parseInt(text, 10);
  const fields = text.slice(close + 2).split(' ');
  return { pid, ppid: Number(fields[1]) };
}

/** Every process below `root` in a table of { pid, ppid }, children before grandchildren. */
export function descendantsOf(root, table) {
  const found = [];
  let parents = [root];
  while (parents.length > 0) {
    const children = table.filter(({ ppid }) => parents.includes(ppid)).map(({ pid }) => pid);
    const fresh = children.filter((pid) => !found.includes(pid) && pid !== root);
    found.push(...fresh);
    parents = fresh;
  }
  return found;
}

function readProc(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function pids() {
  try {
    return fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
}

/** The machine's processes as { pid, ppid }. */
export function processTable() {
  return pids()
    .map((pid) => readProc(`/proc/${pid}/stat`))
    .filter(Boolean)
    .map(parseStat);
}

export const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** The listening sockets of a /proc/net/tcp or tcp6 table as { port, inode }. */
export function listeningSockets(table) {
  const sockets = [];
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10 || fields[3] !== '0A') continue; // 0A: LISTEN
    const port = Number.parseInt(fields[1].split(':').pop(), 16);
    sockets.push({ port, inode: fields[9] });
  }
  return sockets;
}

/** Which process listens on `port`: { pid, command }, or null when none is found (or /proc cannot tell). */
export function portHolder(port) {
  const inodes = new Set(
    ['/proc/net/tcp', '/proc/net/tcp6']
      .map(readProc)
      .filter(Boolean)
      .flatMap(listeningSockets)
      .filter((socket) => socket.port === port)
      .map((socket) => `socket:[${socket.inode}]`),
  );
  if (inodes.size === 0) return null;
  for (const pid of pids()) {
    let fds = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (inodes.has(target)) {
        const command = (readProc(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean).join(' ');
        return { pid: Number(pid), command };
      }
    }
  }
  return { pid: null, command: 'a process this user cannot see' };
}

/** Whether something already listens on host:port (a bind that fails with EADDRINUSE). */
export function portTaken(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/** One line per port of `ports` ({ name: port }) that is taken, naming the process that holds it. */
export async function takenPorts(ports, host) {
  const lines = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portTaken(port, host))) continue;
    const holder = portHolder(port);
    const who = holder?.pid
      ? `process ${holder.pid} (${holder.command.slice(0, 160)})`
      : (holder?.command ?? 'another process');
    lines.push(`Port ${port} (${name}) is held by ${who}.`);
  }
  return lines;
}
