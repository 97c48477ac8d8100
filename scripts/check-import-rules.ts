// Proves the import rules of biome.json still fire (see lint-fixtures.ts): a feature of the web or a module
// of the API is reached only through its index, shared web code imports no feature, apps never import one
// another.
import { type Fixture, proveRulesFire } from './lint-fixtures.ts';

const RULE = 'lint/style/noRestrictedImports';
const restricted = (message: string) => ({ category: RULE, message });

const DEEP = restricted('Import another feature through its index');
const RELATIVE = restricted(
  'Reach another feature through its index, `@/features/<name>`, not by a relative path',
);
const SUB_FEATURE = restricted(
  'Reach another feature through its index, `@/features/<name>`, and another folder',
);
const SHARED = restricted('Shared code (components, hooks, lib, config, types, testing) imports no feature');
const APP = restricted('Nothing imports src/app');
const MODULE_FACE = restricted('Reach an API module only through its index');
const crossApp = (app: string) => restricted(`apps/${app} must not import another app`);

const fixtures: Fixture[] = [
  // (a) a feature's files are reached only through its index.ts
  {
    file: 'apps/web/src/features/search/DeepAlias.tsx',
    source: "import { ShareButton } from '@/features/products/components/ShareButton';",
    expected: DEEP,
  },
  {
    file: 'apps/web/src/features/search/deep-relative.ts',
    source: "import { useAuthStore } from '../auth/auth-store';",
    expected: RELATIVE,
  },
  {
    file: 'apps/web/src/app/deep-dynamic.ts',
    source: "export const page = () => import('@/features/auth/LoginPage');",
    expected: DEEP,
  },
  {
    file: 'apps/web/src/features/card-game/lobby/sibling-file.ts',
    source: "import { JOIN_ERRORS } from '../shared/game-connection';",
    expected: SUB_FEATURE,
  },
  {
    file: 'apps/web/src/features/products/components/escape.ts',
    source: "import { useAuthStore } from '../../auth/auth-store';",
    expected: SUB_FEATURE,
  },
  {
    file: 'apps/web/src/features/home/uses-app.ts',
    source: "import { router } from '@/app/router';",
    expected: APP,
  },
  // (b) shared UI and helpers import no feature
  {
    file: 'apps/web/src/components/ui/UsesFeature.tsx',
    source: "import { useAuthStore } from '@/features/auth';",
    expected: SHARED,
  },
  {
    file: 'apps/web/src/lib/uses-feature.ts',
    source: "import { ProductCard } from '../features/products';",
    expected: SHARED,
  },
  // (c) apps never import one another
  { file: 'apps/web/src/lib/uses-api.ts', source: "import '@app/api/testing';", expected: crossApp('web') },
  {
    file: 'apps/web/src/lib/uses-game-server.ts',
    source: "import '../../../game-server/src/index';",
    expected: crossApp('web'),
  },
  {
    file: 'apps/api/src/uses-game-server.ts',
    source: "import { createGameServer } from '@app/game-server';",
    expected: crossApp('api'),
  },
  { file: 'apps/api/test/uses-web.ts', source: "import '@app/web';", expected: crossApp('api') },
  {
    file: 'apps/game-server/src/uses-api.ts',
    source: "import { buildApp } from '../../api/src/app';",
    expected: crossApp('game-server'),
  },
  {
    file: 'apps/game-server/src/rooms/uses-web.ts',
    source: "import '../../../../apps/web/src/main';",
    expected: crossApp('game-server'),
  },
  // (d) an API module is reached only through its index.ts, from another module and from outside the modules
  {
    file: 'apps/api/src/uses-inner.ts',
    source: "import { registerMember } from './modules/auth/service.ts';",
    expected: MODULE_FACE,
  },
  {
    file: 'apps/api/src/jobs/uses-inner.ts',
    source: "import { createMailer } from '../modules/mail/service.ts';",
    expected: MODULE_FACE,
  },
  {
    file: 'apps/api/src/main/uses-inner.ts',
    source: "export const load = () => import('../modules/newsletter/welcome-email.ts');",
    expected: MODULE_FACE,
  },
  {
    file: 'apps/api/src/plugins/uses-sub-folder.ts',
    source: "import type { Thread } from '../modules/forum/threads/service.ts';",
    expected: MODULE_FACE,
  },
  {
    file: 'apps/api/src/lib/uses-sub-folder-index.ts',
    source: "import { threadsPlugin } from '../modules/forum/threads/index.ts';",
    expected: MODULE_FACE,
  },
  {
    file: 'apps/api/src/modules/gifts/uses-sibling.ts',
    source: "import { awardPoints } from '../points/service.ts';",
    expected: MODULE_FACE,
  },
  {
    file: 'apps/api/src/modules/gifts/re-exports-sibling.ts',
    source: "export { awardPoints } from '../points/service.ts';",
    expected: MODULE_FACE,
  },
  {
    file: 'apps/api/src/modules/gifts/uses-sibling-sub-folder.ts',
    source: "import { listThreads } from '../forum/threads/service.ts';",
    expected: MODULE_FACE,
  },
  {
    file: 'apps/api/src/modules/gifts/roundabout.ts',
    source: "import { awardPoints } from '../../modules/points/service.ts';",
    expected: MODULE_FACE,
  },
  {
    file: 'apps/api/src/modules/forum/threads/uses-sibling.ts',
    source: "import { registerMember } from '../../auth/service.ts';",
    expected: MODULE_FACE,
  },
  {
    file: 'apps/api/src/modules/forum/threads/replies/uses-sibling.ts',
    source: "import { registerMember } from '../../../auth/service.ts';",
    expected: MODULE_FACE,
  },
  // What the rules allow
  {
    file: 'apps/web/src/features/search/allowed.ts',
    source: [
      "import { ShareButton } from '@/features/products';",
      "import { SearchResultCard } from './SearchResultCard';",
      "import { api } from '../../lib/api-client';",
    ].join('\n'),
    expected: null,
  },
  {
    file: 'apps/web/src/features/card-game/lobby/allowed.ts',
    source: [
      "import { JOIN_ERRORS } from '../shared';",
      "import { useLobbyStore } from './lobby-store';",
      "import rules from '../../../../../../packages/game-rules/RULES.md?raw';",
    ].join('\n'),
    expected: null,
  },
  {
    file: 'apps/web/src/features/products/components/allowed.ts',
    source: "import { formatPrice } from '../format';",
    expected: null,
  },
  {
    file: 'apps/web/src/app/allowed.ts',
    source: "import { loadLoginPage } from '@/features/auth';",
    expected: null,
  },
  {
    file: 'all-in-one/src/allowed.ts',
    source: "import '@app/api';\nimport '@app/game-server';\nimport '@app/web';",
    expected: null,
  },
  {
    file: 'apps/api/src/allowed.ts',
    source: [
      "import { authPlugin } from './modules/auth/index.ts';",
      "import { securityPlugin } from './plugins/security.ts';",
      "import { serve } from './lib/contract-routes.ts';",
    ].join('\n'),
    expected: null,
  },
  {
    file: 'apps/api/src/jobs/allowed.ts',
    source: "import { createMailer } from '../modules/mail/index.ts';",
    expected: null,
  },
  {
    file: 'apps/api/src/modules/gifts/allowed.ts',
    source: [
      "import { awardPoints } from '../points/index.ts';",
      "import { giftService } from './service.ts';",
      "import { FORM_LIMITS } from '../../plugins/rate-limits.ts';",
      "import type { SignInProviders } from '../../config.ts';",
      "import { notFound } from '@app/platform';",
    ].join('\n'),
    expected: null,
  },
  {
    file: 'apps/api/src/modules/forum/threads/allowed.ts',
    source: [
      "import { registerMember } from '../../auth/index.ts';",
      "import { forumService } from '../service.ts';",
      "import { listReplies } from '../replies/service.ts';",
      "import { serve } from '../../../lib/contract-routes.ts';",
    ].join('\n'),
    expected: null,
  },
  {
    file: 'apps/api/test/allowed.test.ts',
    source: "import { registerMember } from '../src/modules/auth/service.ts';",
    expected: null,
  },
];

proveRulesFire('import rules', fixtures, [RULE.replace('lint/', '')]);
