import { LitElement, html, css } from 'lit';
import { JsonRpc } from 'jsonrpc';
import { columnBodyRenderer } from '@vaadin/grid/lit.js';
import '@vaadin/button';
import '@vaadin/grid';
import '@vaadin/text-area';
import '@vaadin/text-field';

/**
 * aclgen's explain page: a token's ACLs, one per line, and optionally its user; the operations
 * they open and those they do not, each with the reason. The service (ExplainJsonRpcService)
 * explains them in the running application with aclgen's own matcher.
 */
export class QwcAclgenExplain extends LitElement {
    jsonRpc = new JsonRpc(this);

    static styles = css`
        .form { display: flex; gap: 1em; align-items: flex-end; padding: 0 1em; }
        .acls { flex: 1; min-height: 8em; }
        .errors { color: var(--lumo-error-text-color); padding: 0 1em; }
        h4 { padding: 0 1em; margin-bottom: 0; }
        .failure { padding: 0 1em; color: var(--lumo-error-text-color); }
    `;

    static properties = {
        _acls: { state: true },
        _user: { state: true },
        _answer: { state: true },
        _failure: { state: true },
    };

    constructor() {
        super();
        this._acls = '';
        this._user = '';
        this._answer = null;
        this._failure = null;
    }

    render() {
        return html`
            <div class="form">
                <vaadin-text-area class="acls" label="The token's ACLs, one per line"
                    placeholder="confd.users.me.#&#10;confd.lines.*.read&#10;!confd.users.me.voicemail.#"
                    .value="${this._acls}"
                    @value-changed="${e => this._acls = e.detail.value}"></vaadin-text-area>
                <vaadin-text-field label="User id (what me stands for), optional"
                    .value="${this._user}"
                    @value-changed="${e => this._user = e.detail.value}"></vaadin-text-field>
                <vaadin-button theme="primary" @click="${this._explain}">Explain</vaadin-button>
            </div>
            ${this._renderAnswer()}`;
    }

    _renderAnswer() {
        if (this._failure) {
            return html`<p class="failure">${this._failure}</p>`;
        }
        if (!this._answer) {
            return html``;
        }
        if (this._answer.errors.length > 0) {
            return html`<ul class="errors">${this._answer.errors.map(e => html`<li>${e}</li>`)}</ul>`;
        }
        return html`
            <h4>Opened (${this._answer.granted.length})</h4>
            ${this._renderGrid(this._answer.granted)}
            <h4>Not opened (${this._answer.refused.length})</h4>
            ${this._renderGrid(this._answer.refused)}`;
    }

    _renderGrid(operations) {
        return html`
            <vaadin-grid .items="${operations}" theme="no-border row-stripes" all-rows-visible>
                <vaadin-grid-column auto-width header="Method" path="method"></vaadin-grid-column>
                <vaadin-grid-column auto-width header="Path" path="path"></vaadin-grid-column>
                <vaadin-grid-column auto-width header="Required ACL" path="requiredAcl"></vaadin-grid-column>
                <vaadin-grid-column auto-width header="Why"
                    ${columnBodyRenderer(op => html`${op.why}`, [])}></vaadin-grid-column>
                <vaadin-grid-column auto-width header="Condition" path="condition"></vaadin-grid-column>
            </vaadin-grid>`;
    }

    _explain() {
        this._failure = null;
        this.jsonRpc.explain({ acls: this._acls, user: this._user })
            .then(response => { this._answer = response.result; })
            .catch(error => {
                this._answer = null;
                this._failure = 'The application did not answer: '
                    + (error && error.error ? error.error.message : error);
            });
    }
}
customElements.define('qwc-aclgen-explain', QwcAclgenExplain);
