import type { FastifyInstance } from 'fastify';
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
import { errorResponses, moduleRoutes } from '../../platform/routes';
import { createCompany, deleteCompany, getCompany, listCompanies, updateCompany } from './companies';
import { clientHistory, createClient, deleteClient, getClient, listClients, updateClient } from './service';
import { getVipSettings, setVipThreshold } from './vip';

/**
 * Clients and the client firms (/api/clients, /api/companies, /api/clients/settings/vip), all
 * under the `clients` module. Records of companies the user has no access to answer 404.
 */
export function clientsRoutes(app: FastifyInstance): void {
  const { route, collection } = moduleRoutes(app, 'clients', {
    tags: ['clients'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });

  collection({
    url: '/api/clients',
    params: idParams,
    record: 'client',
    list: {
      summary:
        'Clients of the companies the user has access to: search (name, e-mail, phone), filters, counters',
      query: listClientsQuery,
      response: listClientsResponse,
      handler: async ({ db, auth, query }) => listClients(db, auth, query),
    },
    create: {
      summary:
        'Creates a client in a company the user has access to, or with a new company (granted to the creator)',
      body: clientBody,
      response: clientResponse,
      message: 'clients.success.created',
      handler: async (c) => createClient(c, c.body),
    },
    read: {
      summary: 'One client with its company',
      response: clientDetail,
      handler: async ({ db, auth, params }) => getClient(db, auth, params.id),
    },
    update: {
      summary: 'Updates some fields of a client',
      body: clientPatch,
      response: clientResponse,
      message: 'clients.success.updated',
      handler: async (c) => updateClient(c, c.params.id, c.body),
    },
    remove: {
      summary: 'Deletes a client (irreversible); refused with 409 when it has quotes or orders',
      message: 'clients.success.deleted',
      handler: async (c) => deleteClient(c, c.params.id),
    },
  });

  route('GET', '/api/clients/settings/vip', {
    summary: 'The VIP rule and its threshold',
    response: { 200: vipSettings },
    handler: async ({ db }) => getVipSettings(db),
  });

  route('PUT', '/api/clients/settings/vip', {
    // 'delete' is the administrator-level action (Manager, Admin, Super Admin: docs/decisions/0004).
    action: 'delete',
    summary: 'Sets the VIP threshold (amount and currency); administrators of the clients module only',
    body: vipThresholdBody,
    response: { 200: vipSettingsResponse },
    confirm: { key: 'settings', message: 'clients.success.vipSaved' },
    handler: async (c) => setVipThreshold(c, c.body),
  });

  route('GET', '/api/clients/:id/history', {
    summary:
      "The client's orders and quotes (most recent first) and its analytics in the user's base currency",
    params: idParams,
    response: { 200: clientHistoryResponse },
    handler: async ({ db, auth, params }) => clientHistory(db, auth, params.id),
  });

  collection({
    url: '/api/companies',
    params: idParams,
    record: 'company',
    tags: ['companies'],
    list: {
      summary: 'The companies the user has access to, by name, with their client counts',
      query: listCompaniesQuery,
      response: listCompaniesResponse,
      handler: async ({ db, auth, query }) => listCompanies(db, auth, query),
    },
    create: {
      summary: 'Creates a company with its profile and grants it to its creator',
      body: companyBody,
      response: companyResponse,
      message: 'clients.success.companyCreated',
      handler: async (c) => createCompany(c, c.body),
    },
    read: {
      summary: 'One company',
      response: company,
      handler: async ({ db, auth, params }) => getCompany(db, auth, params.id),
    },
    update: {
      summary: 'Updates a company and its profile',
      body: companyPatch,
      response: companyResponse,
      message: 'clients.success.companyUpdated',
      handler: async (c) => updateCompany(c, c.params.id, c.body),
    },
    remove: {
      summary: 'Deletes a company without clients (409 otherwise)',
      message: 'clients.success.companyDeleted',
      handler: async (c) => deleteCompany(c, c.params.id),
    },
  });
}
