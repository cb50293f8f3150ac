import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
import { pathParams, type AnyRoute } from '@comptoir/core/route';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

const json = (schema: z.ZodType) => ({ 'application/json': { schema: jsonSchema(schema, 'output') } });

/** The content of a route's success answer: JSON by its schema, a file, or an event stream. */
function successContent(response: AnyRoute['response']): unknown {
  if (response === 'file')
    return { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
  if (response === 'stream') return { 'text/event-stream': { schema: { type: 'string' } } };
  return json(response as z.ZodType);
}

/** OpenAPI 3.1 document written from the route declarations in core (decision 0032). */
export function openApiDocument(routes: readonly AnyRoute[], version: string): unknown {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const query = route.query as z.ZodType | undefined;
    const body = route.body as z.ZodType | 'multipart' | undefined;
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: route.tags,
      'x-access': route.access,
      parameters: [
        ...pathParams(route.path).map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'string' },
        })),
        ...(query instanceof z.ZodObject
          ? Object.entries(query.shape as Record<string, z.ZodType>).map(([name, schema]) => ({
              name,
              in: 'query',
              required: !schema.safeParse(undefined).success,
              schema: jsonSchema(schema, 'input'),
            }))
          : []),
      ],
      responses: {
        [route.status]:
          route.response === 'none'
            ? { description: 'No Content' }
            : { description: String(route.status), content: successContent(route.response) },
        ...Object.fromEntries(
          route.errors.map((status: number) => [
            status,
            { description: String(status), content: json(apiError) },
          ]),
        ),
        ...Object.fromEntries(
          Object.entries((route.alsoAnswers ?? {}) as Record<number, z.ZodType>).map(([status, schema]) => [
            status,
            { description: status, content: json(schema) },
          ]),
        ),
      },
    };
    if (body === 'multipart') {
      operation.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object' } } },
      };
    } else if (body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(body, 'input') } },
      };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
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
