import { z } from 'zod';
import type { RouteRecord } from './http';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** OpenAPI 3.1 document built from the route table's zod schemas. */
export function openApiDocument(routes: readonly RouteRecord[], version: string): unknown {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.url.startsWith('/api/')) continue;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: route.tags,
      'x-access': route.access,
      parameters: [
        ...[...route.url.matchAll(/:(\w+)/g)].map((m) => ({
          name: m[1],
          in: 'path',
          required: true,
          schema: { type: 'string' },
        })),
        ...(route.query instanceof z.ZodObject
          ? Object.entries(route.query.shape as Record<string, z.ZodType>).map(([name, schema]) => ({
              name,
              in: 'query',
              required: !schema.safeParse(undefined).success,
              schema: jsonSchema(schema, 'input'),
            }))
          : []),
      ],
      responses: Object.fromEntries(
        Object.entries(route.response ?? { 200: z.unknown() }).map(([status, schema]) => [
          status,
          { description: status, content: { 'application/json': { schema: jsonSchema(schema, 'output') } } },
        ]),
      ),
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
      };
    }
    for (const method of route.method === 'GET' ? ['get'] : [route.method.toLowerCase()]) {
      paths[path] ??= {};
      paths[path][method] = operation;
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Comptoir API', version },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'comptoir_session' } },
    },
    paths,
  };
}
