// A stand-in ends with the process that started it. An exit handler is not enough: a runner that
// kills the e2e server outright (SIGKILL) runs none, and the orphan kept its port for the next run.

/** Exits this process once its parent has gone (it is then re-parented, and its ppid changes). */
export function exitWithParent() {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 1000).unref();
}
