// Finds the Chromium the browser tests drive; on Debian as root it installs Debian's package.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebian) {
    console.error(
      `Chromium was not found at ${path}: install it (on Debian: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.`,
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${path}; installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -q', { stdio: 'inherit', env });
  execSync('apt-get install -y -q chromium fonts-dejavu-core', { stdio: 'inherit', env });
  if (!existsSync(path)) {
    console.error(`Installing chromium did not provide ${path}; set CHROMIUM_PATH to its executable.`);
    process.exit(1);
  }
}
