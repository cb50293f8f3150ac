import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
import {
  clientBody,
  clientDetail,
  clientHistoryResponse,
  clientPatch,
  clientResponse,
  company,
  companyBody,
  companyPatch,
  companyResponse,
  idParams,
  listClientsQuery,
  listClientsResponse,
  listCompaniesQuery,
  listCompaniesResponse,
  vipSettings,
  vipSettingsResponse,
  vipThresholdBody,
} from '@comptoir/core/modules/clients';
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
import { createCompany, deleteCompany, getCompany, listCompanies, updateCompany } from './companies';
import { clientHistory, createClient, deleteClient, getClient, listClients, updateClient } from './service';
import { getVipSettings, setVipThreshold } from './vip';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const messageResponse = z.object({ message: z.string() });

/**
 * Clients and the client firms (/api/clients, /api/companies, /api/clients/settings/vip), all
 * under the `clients` module. Records of companies the user has no access to answer 404.
 */
export function clientsRoutes(app: FastifyInstance): void {
  const TAGS = ['clients'];

  defineRoute(app, {
    method: 'GET',
    url: '/api/clients',
    access: access.module('clients', 'read'),
    summary:
      'Clients of the companies the user has access to: search (name, e-mail, phone), filters, counters',
    tags: TAGS,
    query: listClientsQuery,
    response: { 200: listClientsResponse, ...errors },
    handler: async ({ auth, query }) => listClients(app.db, auth, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/clients',
    access: access.module('clients', 'create'),
    summary:
      'Creates a client in a company the user has access to, or with a new company (granted to the creator)',
    tags: TAGS,
    body: clientBody,
    response: { 201: clientResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      const created = await createClient({ db: app.db, request, auth }, body);
      reply.status(201);
      return { client: created, message: t(request, 'clients.success.created') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/settings/vip',
    access: access.module('clients', 'read'),
    summary: 'The VIP rule and its threshold',
    tags: TAGS,
    response: { 200: vipSettings, ...errors },
    handler: async () => getVipSettings(app.db),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/clients/settings/vip',
    // 'delete' is the administrator-level action (Manager, Admin, Super Admin: docs/decisions/0004).
    access: access.module('clients', 'delete'),
    summary: 'Sets the VIP threshold (amount and currency); administrators of the clients module only',
    tags: TAGS,
    body: vipThresholdBody,
    response: { 200: vipSettingsResponse, ...errors },
    handler: async ({ request, auth, body }) => {
      const settings = await setVipThreshold({ db: app.db, request, auth }, body);
      return { settings, message: t(request, 'clients.success.vipSaved') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/:id',
    access: access.module('clients', 'read'),
    summary: 'One client with its company',
    tags: TAGS,
    params: idParams,
    response: { 200: clientDetail, ...errors },
    handler: async ({ auth, params }) => getClient(app.db, auth, params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/clients/:id',
    access: access.module('clients', 'update'),
    summary: 'Updates some fields of a client',
    tags: TAGS,
    params: idParams,
    body: clientPatch,
    response: { 200: clientResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const updated = await updateClient({ db: app.db, request, auth }, params.id, body);
      return { client: updated, message: t(request, 'clients.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/clients/:id',
    access: access.module('clients', 'delete'),
    summary: 'Deletes a client (irreversible); refused with 409 when it has quotes or orders',
    tags: TAGS,
    params: idParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      await deleteClient({ db: app.db, request, auth }, params.id);
      return { message: t(request, 'clients.success.deleted') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/:id/history',
    access: access.module('clients', 'read'),
    summary:
      "The client's orders and quotes (most recent first) and its analytics in the user's base currency",
    tags: TAGS,
    params: idParams,
    response: { 200: clientHistoryResponse, ...errors },
    handler: async ({ auth, params }) => clientHistory(app.db, auth, params.id),
  });

  // -------------------------------------------------------------------------------------------
  // Companies (the client firms)

  const COMPANY_TAGS = ['companies'];

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies',
    access: access.module('clients', 'read'),
    summary: 'The companies the user has access to, by name, with their client counts',
    tags: COMPANY_TAGS,
    query: listCompaniesQuery,
    response: { 200: listCompaniesResponse, ...errors },
    handler: async ({ auth, query }) => listCompanies(app.db, auth, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies',
    access: access.module('clients', 'create'),
    summary: 'Creates a company with its profile and grants it to its creator',
    tags: COMPANY_TAGS,
    body: companyBody,
    response: { 201: companyResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      const created = await createCompany({ db: app.db, request, auth }, body);
      reply.status(201);
      return { company: created, message: t(request, 'clients.success.companyCreated') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id',
    access: access.module('clients', 'read'),
    summary: 'One company',
    tags: COMPANY_TAGS,
    params: idParams,
    response: { 200: company, ...errors },
    handler: async ({ auth, params }) => getCompany(app.db, auth, params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/companies/:id',
    access: access.module('clients', 'update'),
    summary: 'Updates a company and its profile',
    tags: COMPANY_TAGS,
    params: idParams,
    body: companyPatch,
    response: { 200: companyResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const updated = await updateCompany({ db: app.db, request, auth }, params.id, body);
      return { company: updated, message: t(request, 'clients.success.companyUpdated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id',
    access: access.module('clients', 'delete'),
    summary: 'Deletes a company without clients (409 otherwise)',
    tags: COMPANY_TAGS,
    params: idParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      await deleteCompany({ db: app.db, request, auth }, params.id);
      return { message: t(request, 'clients.success.companyDeleted') };
    },
  });
}
