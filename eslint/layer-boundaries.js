// ESLint rule `local/layer-boundaries`: the import directions of decision 0001, checked on the resolved path of
// every import, re-export and dynamic import() (relative paths and the @shared / @client / @server aliases alike).
//   - src/shared imports nothing from src/client or src/server;
//   - src/client imports nothing from src/server, and src/server nothing from src/client;
//   - a client feature (src/client/features/<x>) imports no other feature's internals — only, if one ever exists,
//     that feature's public entry (src/client/features/<y>/index.ts); shared client code belongs in
//     src/client/lib or src/client/components;
//   - a server module (src/server/modules/<m>) is used only through its front door, src/server/modules/<m>/index.ts
//     (issue 30): no file outside the module — tests, benches and tools included — imports a file past it.
// Test files (*.test.ts, *.test.tsx) are not shipped and may read fixtures from any layer.
import path from 'node:path';

const ALIASES = { '@shared/': 'src/shared/', '@client/': 'src/client/', '@server/': 'src/server/' };
const TEST_FILE = /\.test\.tsx?$/;

/** The repository-relative path ('src/…', forward slashes) an import specifier points at, or null for packages. */
function resolveSpecifier(specifier, fromFile, root) {
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return path.posix.normalize(target + specifier.slice(alias.length));
  }
  if (!specifier.startsWith('.')) return null;
  const absolute = path.resolve(path.dirname(fromFile), specifier);
  return path.relative(root, absolute).split(path.sep).join('/');
}

function layerOf(file) {
  const match = /^src\/(shared|client|server)(?:\/|$)/.exec(file);
  return match ? match[1] : null;
}

function serverModuleOf(file) {
  const match = /^src\/server\/modules\/([^/]+)(?:\/(.*))?$/.exec(file);
  return match ? { name: match[1], rest: match[2] ?? '' } : null;
}

function featureOf(file) {
  const match = /^src\/client\/features\/([^/]+)(?:\/(.*))?$/.exec(file);
  return match ? { name: match[1], rest: match[2] ?? '' } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Import directions between src/shared, src/client, src/server and client features (decision 0001)',
    },
    schema: [],
    messages: {
      sharedImportsApp:
        'src/shared is used by client and server and imports neither: "{{specifier}}" is in src/{{target}} (decision 0001).',
      crossesClientServer:
        'src/{{from}} imports nothing from src/{{target}}: "{{specifier}}" (decision 0001; put what both need in src/shared).',
      pastFrontDoor:
        '"{{specifier}}" reaches past the front door of server module "{{target}}": import it from its index.ts (issue 30).',
      otherFeature:
        'Feature "{{from}}" imports "{{specifier}}", an internal of feature "{{target}}" (decision 0001): move what both need to src/client/lib or src/client/components.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const fromLayer = layerOf(file);
    // tests/, bench/ and tools/ go through the doors like the server does (tools/coach, the coach's workbench, uses
    // what the coach's index exports for it).
    if (!fromLayer && !/^(tests|bench|tools)\//.test(file)) return {};
    const isTest = TEST_FILE.test(file) || !fromLayer;
    const fromFeature = featureOf(file);
    const fromModule = serverModuleOf(file);

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      const target = resolveSpecifier(specifier, context.filename, root);
      if (target === null) return;
      const targetModule = serverModuleOf(target);
      if (targetModule && targetModule.name !== fromModule?.name && !/^(index(\.tsx?)?)?$/.test(targetModule.rest)) {
        context.report({ node, messageId: 'pastFrontDoor', data: { specifier, target: targetModule.name } });
      }
      if (isTest) return;
      const targetLayer = layerOf(target);
      if (!targetLayer || targetLayer === fromLayer) {
        if (fromFeature && targetLayer === 'client') {
          const targetFeature = featureOf(target);
          const publicEntry = targetFeature && /^(index(\.tsx?)?)?$/.test(targetFeature.rest);
          if (targetFeature && targetFeature.name !== fromFeature.name && !publicEntry) {
            context.report({
              node,
              messageId: 'otherFeature',
              data: { specifier, from: fromFeature.name, target: targetFeature.name },
            });
          }
        }
        return;
      }
      if (fromLayer === 'shared') {
        context.report({ node, messageId: 'sharedImportsApp', data: { specifier, target: targetLayer } });
      } else if (targetLayer !== 'shared') {
        context.report({
          node,
          messageId: 'crossesClientServer',
          data: { specifier, from: fromLayer, target: targetLayer },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
