import { z } from 'zod';

// zod compiles an object's parser with `new Function` the first time it parses one, unless told not to. The
// site's Content-Security-Policy (`script-src 'self'`) forbids that, so the attempt only costs a refused eval
// and a console error, and a browser parses each answer's contract a handful of times, too few for compiled
// parsers to repay their compiling. Imported first by the entry, before any module parses at load.
z.config({ jitless: true });
