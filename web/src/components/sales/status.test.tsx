import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ORDER_STATUSES } from '@comptoir/core/modules/sales';
import { OrderStatusBadge as OrdersScreenBadge } from '@/features/orders/components/badges';
import { OrderStatusBadge as ClientHistoryBadge } from '@/features/clients/components/badges';

describe('order status colours (decision 0028)', () => {
  it.each(ORDER_STATUSES)('%s looks the same on the orders screen and in a client history', (status) => {
    render(
      <>
        <span data-testid="orders">
          <OrdersScreenBadge status={status} />
        </span>
        <span data-testid="client">
          <ClientHistoryBadge status={status} />
        </span>
      </>,
    );
    const orders = screen.getByTestId('orders').firstElementChild!;
    const client = screen.getByTestId('client').firstElementChild!;
    expect(orders.className).not.toBe('');
    expect(client.className).toBe(orders.className);
    expect(client.textContent).toBe(orders.textContent);
  });
});
