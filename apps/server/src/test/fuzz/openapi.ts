/** The part of an OpenAPI 3 document the fuzz test reads: operations, their parameters and bodies. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
};

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type FuzzOperation = {
  /** `POST /api/v1/news/{id}` */
  key: string;
  method: string;
  /** The path template, `{name}` for each path parameter. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  body: { kind: 'json'; schema: JsonSchema } | { kind: 'multipart'; field: string } | null;
  /** How the operation is authorised: a console token, an app API key, or nothing. */
  auth: 'token' | 'app' | 'public';
};

const methods = ['get', 'put', 'post', 'patch', 'delete'];

function authOf(op: Operation): FuzzOperation['auth'] {
  if (!op.security) return 'token';
  if (op.security.length === 0) return 'public';
  return op.security.some((s) => 'appApiKey' in s) ? 'app' : 'token';
}

function bodyOf(op: Operation): FuzzOperation['body'] {
  const content = op.requestBody?.content ?? {};
  const multipart = content['multipart/form-data']?.schema;
  if (multipart) return { kind: 'multipart', field: Object.keys(multipart.properties ?? {})[0] ?? 'file' };
  const json = content['application/json']?.schema;
  return json ? { kind: 'json', schema: json } : null;
}

/** Every operation of the document, in a stable order. */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => methods.includes(method))
        .map(([method, op]): FuzzOperation => {
          const parameters = op.parameters ?? [];
          return {
            key: `${method.toUpperCase()} ${path}`,
            method: method.toUpperCase(),
            path,
            params: parameters.filter((p) => p.in === 'path'),
            query: parameters.filter((p) => p.in === 'query'),
            headers: parameters.filter((p) => p.in === 'header'),
            body: bodyOf(op),
            auth: authOf(op),
          };
        }),
    )
    .sort((a, b) => a.key.localeCompare(b.key));
}
