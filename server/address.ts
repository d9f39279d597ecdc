/** '::ffff:127.0.0.1' (an IPv4 client of a dual-stack socket) is written as '127.0.0.1'. */
export const normalizeAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
