package calhamer.strategy.game;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Passes every call to another game; tests override one method to break the contract on purpose. */
class ForwardingGame<S, M> implements Game<S, M> {
    private final Game<S, M> delegate;

    ForwardingGame(Game<S, M> delegate) {
        this.delegate = delegate;
    }

    @Override
    public GameFacts facts() {
        return delegate.facts();
    }

    @Override
    public S initialState() {
        return delegate.initialState();
    }

    @Override
    public boolean isTerminal(S state) {
        return delegate.isTerminal(state);
    }

    @Override
    public List<Integer> actors(S state) {
        return delegate.actors(state);
    }

    @Override
    public List<M> legalMoves(S state, int player) {
        return delegate.legalMoves(state, player);
    }

    @Override
    public S apply(S state, JointMove<M> move) {
        return delegate.apply(state, move);
    }

    @Override
    public double[] returns(S state) {
        return delegate.returns(state);
    }

    @Override
    public String notation(S state, int player, M move) {
        return delegate.notation(state, player, move);
    }

    @Override
    public M parseMove(S state, int player, String text) {
        return delegate.parseMove(state, player, text);
    }

    @Override
    public JsonNode toJson(S state) {
        return delegate.toJson(state);
    }

    @Override
    public S fromJson(JsonNode json) {
        return delegate.fromJson(json);
    }
}
