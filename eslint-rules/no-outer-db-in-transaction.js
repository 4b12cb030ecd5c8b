// casino/no-outer-db-in-transaction: inside a transaction callback, use only its `tx`.
//
// Why: PGlite has a single connection. While a transaction holds it, a query on the outer database
// (`this.db`, `deps.db`, or a service that queries its own `db`, such as SiteService) queues behind the
// transaction, and the transaction waits for that query: both wait forever. It hid once behind a cache with
// a 2 s lifetime, so the hang came only when the cache had just expired. PostgreSQL with a pool does not
// hang at once: the query runs outside the transaction, blind to its writes, or waits on its row locks.
//
// What it reports, inside a transaction callback (nested functions included):
//  (a) any expression whose type is the outer database `Db`;
//  (b) any call `x.m(...)` where `x` is a database-backed service (an object with a property, private ones
//      included, whose type is `Db`) and the call returns something awaitable (a promise, or a drizzle
//      query, which is a thenable), even when it is handed the `tx`: the method can still reach its own
//      database. What runs inside a transaction lives in repo functions and in objects that hold no `Db`
//      (the cashier). Left alone: a synchronous method (a presenter, a row builder), which cannot wait on
//      a query, so cannot make the transaction wait.
//
// A transaction callback is a function (written inline, or a local function or const referred to by name)
// passed as the 2nd argument of `inTransaction(db, work)`, as the 5th of `once(db, scope, key, params,
// action)`, or as any argument when its first parameter is annotated `Tx`, or when it is passed to a plain
// function (not a method) whose parameter there is a callback taking a `Tx`.
//
// Types are told apart by their brands (apps/server/src/db/client.ts):
//   export type Db = Omit<Drizzle, 'transaction'> & { readonly [outerBrand]: true };
//   export type Tx = Omit<Drizzle, 'transaction'> & { readonly [transactionBrand]: true };
// TypeScript names a property keyed by a `unique symbol` `__@<declared name>@<symbol id>`; the rule matches
// the declared name and ignores the id, which changes from one program to the next.
import { ASTUtils, ESLintUtils } from '@typescript-eslint/utils';
import ts from 'typescript';

const OUTER_BRAND = /^__@outerBrand@\d+$/;
const TRANSACTION_BRAND = /^__@transactionBrand@\d+$/;

/** Properties that can hold a database: fields (incl. constructor parameter properties) and getters. */
const DATA_MEMBER = ts.SymbolFlags.Property | ts.SymbolFlags.GetAccessor;

/** Syntax that holds types, not values: never looked into. */
const TYPE_KEYS = new Set([
  'typeAnnotation',
  'typeArguments',
  'typeParameters',
  'returnType',
  'superTypeArguments',
  'implements',
]);
const TYPE_ONLY = new Set([
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
  'TSDeclareFunction',
  'TSModuleDeclaration',
]);

const FUNCTION = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

// Answers per type object: a type belongs to one program, so one answer serves every file linted with it.
const outerDbCache = new WeakMap();
const serviceCache = new WeakMap();

const MAX_CALLEE_TEXT = 60;

export default ESLintUtils.RuleCreator.withoutDocs({
  meta: {
    type: 'problem',
    docs: {
      description:
        'Inside a transaction callback use only its tx: on PGlite the outer database waits for the transaction forever.',
    },
    messages: {
      outerDb:
        'Inside a transaction use only its tx: the outer database waits for the transaction forever on PGlite.',
      service:
        '`{{callee}}` calls a database-backed service inside a transaction; load what it needs before the transaction, or move the work into a repo function or an object that holds no Db.',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const checker = services.program.getTypeChecker();
    const { sourceCode } = context;
    /** Transaction callbacks found in this file; checked at the end, once every local function is known. */
    const callbacks = new Set();

    const typeOf = (node) => services.getTypeAtLocation(node);

    /** Whether `type` (or a member of its union or intersection) carries the brand matched by `brand`. */
    function carriesBrand(type, brand) {
      if (type.isUnion()) return type.types.some((member) => carriesBrand(member, brand));
      const resolved = type.flags & ts.TypeFlags.TypeParameter ? checker.getApparentType(type) : type;
      if (!(resolved.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return false;
      return checker.getPropertiesOfType(resolved).some((property) => brand.test(property.escapedName));
    }

    function isOuterDb(type) {
      let answer = outerDbCache.get(type);
      if (answer === undefined) {
        answer = carriesBrand(type, OUTER_BRAND);
        outerDbCache.set(type, answer);
      }
      return answer;
    }

    /** A transaction: every member of a union is one (`Db | Tx` may be the outer database). */
    function isTx(type) {
      if (type.isUnion()) return type.types.every(isTx);
      return carriesBrand(type, TRANSACTION_BRAND) && !isOuterDb(type);
    }

    /** An object with a field or getter (private ones included) of the outer database's type. */
    function isDbBackedService(type) {
      let answer = serviceCache.get(type);
      if (answer === undefined) {
        const members = type.isUnion() ? type.types : [type];
        answer = members.some((member) =>
          checker
            .getPropertiesOfType(checker.getApparentType(member))
            .some((property) => property.flags & DATA_MEMBER && isOuterDb(checker.getTypeOfSymbol(property))),
        );
        serviceCache.set(type, answer);
      }
      return answer;
    }

    /** The function an argument stands for: inline, or a local function / never-reassigned variable. */
    function functionOf(argument) {
      if (FUNCTION.has(argument.type)) return argument;
      if (argument.type !== 'Identifier') return undefined;
      const variable = ASTUtils.findVariable(sourceCode.getScope(argument), argument);
      if (!variable || variable.defs.length !== 1) return undefined;
      const [definition] = variable.defs;
      if (definition.type === 'FunctionName') return definition.node;
      if (definition.type !== 'Variable') return undefined;
      const init = definition.node.init;
      if (!init || !FUNCTION.has(init.type)) return undefined;
      const reassigned = variable.references.some((reference) => reference.isWrite() && !reference.init);
      return reassigned ? undefined : init;
    }

    function calleeName(call) {
      const { callee } = call;
      if (callee.type === 'Identifier') return callee.name;
      if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
        return callee.property.name;
      }
      return undefined;
    }

    /** The `work` of `inTransaction(db, work)` or the `action` of `once(db, scope, key, params, action)`. */
    function isTransactionSlot(call, index) {
      const name = calleeName(call);
      if (name === 'inTransaction') return index === 1;
      if (name === 'once') return call.arguments.length === 5 && index === 4;
      return false;
    }

    /** A first parameter written `tx: Tx`. Its annotation is read, not the checked parameter: cheap. */
    function declaresTx(fn) {
      const [first] = fn.params;
      const parameter = first?.type === 'AssignmentPattern' ? first.left : first;
      const annotation = parameter?.type === 'Identifier' ? parameter.typeAnnotation : undefined;
      return annotation !== undefined && isTx(typeOf(annotation.typeAnnotation));
    }

    /**
     * Whether a plain function's declared parameter at `index` is a callback taking a Tx, as in
     * `withRetry(async (tx) => …)`. Only plain function names are asked: the callbacks of method calls
     * (`rows.map`, `app.get`, query builders) would need their receivers checked, which costs seconds.
     */
    function wantsTxCallback(call, index) {
      if (call.callee.type !== 'Identifier') return false;
      return typeOf(call.callee)
        .getCallSignatures()
        .some((signature) => {
          const parameter = signature.getParameters()[index];
          if (!parameter) return false;
          const callback = checker.getNonNullableType(checker.getTypeOfSymbol(parameter));
          return callback.getCallSignatures().some((callbackSignature) => {
            const [tx] = callbackSignature.getParameters();
            return tx !== undefined && isTx(checker.getTypeOfSymbol(tx));
          });
        });
    }

    /** Whether an identifier names a value here, rather than a property, a key, a label or a binding. */
    function isValueReference(node, parent, key) {
      switch (parent.type) {
        case 'MemberExpression':
          return key !== 'property' || parent.computed;
        case 'Property':
          return key !== 'key' || parent.computed || parent.shorthand;
        case 'PropertyDefinition':
        case 'MethodDefinition':
        case 'TSAbstractPropertyDefinition':
        case 'TSAbstractMethodDefinition':
          return key !== 'key' || parent.computed;
        case 'LabeledStatement':
        case 'BreakStatement':
        case 'ContinueStatement':
          return false;
        default:
          return true;
      }
    }

    const reported = new Set();
    function report(node, messageId, data) {
      if (reported.has(node)) return;
      reported.add(node);
      context.report({ node, messageId, data });
    }

    /** A promise or another thenable (drizzle's query builders), or a type the checker could not tell. */
    function isAwaitable(type) {
      if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
      if (type.isUnion()) return type.types.some(isAwaitable);
      return checker.getPropertyOfType(checker.getApparentType(type), 'then') !== undefined;
    }

    function checkServiceCall(call) {
      const { callee } = call;
      if (callee.type !== 'MemberExpression' || callee.object.type === 'Super') return;
      const receiver = typeOf(callee.object);
      if (isOuterDb(receiver) || isTx(receiver)) return;
      if (!isDbBackedService(receiver) || !isAwaitable(typeOf(call))) return;
      const text = sourceCode.getText(callee).replace(/\s+/g, '');
      const shown = text.length > MAX_CALLEE_TEXT ? `…${text.slice(-MAX_CALLEE_TEXT)}` : text;
      report(call, 'service', { callee: `${shown}()` });
    }

    /** Reports the outer database and database-backed services used in a callback, nested functions too. */
    function checkCallback(fn) {
      const stack = [[fn.body, fn, 'body']];
      while (stack.length > 0) {
        const [node, parent, key] = stack.pop();
        if (TYPE_ONLY.has(node.type)) continue;
        const isExpression =
          (node.type === 'Identifier' && isValueReference(node, parent, key)) ||
          node.type === 'MemberExpression' ||
          node.type === 'CallExpression';
        if (isExpression && isOuterDb(typeOf(node))) {
          report(node, 'outerDb');
          continue;
        }
        if (node.type === 'CallExpression') checkServiceCall(node);
        for (const childKey of sourceCode.visitorKeys[node.type] ?? []) {
          if (TYPE_KEYS.has(childKey)) continue;
          // A binding is not a use: after `const { db } = deps`, each use of `db` is reported.
          if (childKey === 'id' || (childKey === 'params' && FUNCTION.has(node.type))) continue;
          const child = node[childKey];
          const children = Array.isArray(child) ? child : [child];
          for (const item of children) {
            if (item && typeof item.type === 'string') stack.push([item, node, childKey]);
          }
        }
      }
    }

    return {
      CallExpression(call) {
        call.arguments.forEach((argument, index) => {
          const fn = functionOf(argument);
          if (!fn || callbacks.has(fn)) return;
          const isCallback = isTransactionSlot(call, index) || declaresTx(fn) || wantsTxCallback(call, index);
          if (isCallback) callbacks.add(fn);
        });
      },
      'Program:exit'() {
        for (const fn of callbacks) checkCallback(fn);
      },
    };
  },
});
