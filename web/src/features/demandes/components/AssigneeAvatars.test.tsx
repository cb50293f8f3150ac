import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MEMBERS } from '../test/fixtures';
import { AssigneeAvatars } from './AssigneeAvatars';

describe('AssigneeAvatars', () => {
  it('shows three assignees then +N, and names them all', () => {
    render(<AssigneeAvatars assignees={MEMBERS} />);
    const group = screen.getByRole('img');
    expect(group).toHaveAccessibleName(
      'Membres assignés : Léa Moreau, Sophie Martin, Thomas Dubois, Julie Lefèvre, Marc Lambert',
    );
    expect(screen.getByText('LM')).toBeInTheDocument();
    expect(screen.getByText('SM')).toBeInTheDocument();
    expect(screen.getByText('TD')).toBeInTheDocument();
    expect(screen.queryByText('JL')).toBeNull();
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  it('shows no +N up to three assignees, and says when nobody is assigned', () => {
    const { rerender } = render(<AssigneeAvatars assignees={MEMBERS.slice(0, 3)} />);
    expect(screen.queryByText(/^\+/)).toBeNull();
    rerender(<AssigneeAvatars assignees={[]} />);
    expect(screen.getByText('Non assignée')).toBeInTheDocument();
  });
});
