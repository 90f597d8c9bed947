package org.pegatlas.cli;

import org.apache.commons.cli.Options;

/**
 * What a sub-command declares: everything {@link Main} needs to list it, parse its command line and
 * print its {@code --help}.
 *
 * @param name the command's name ({@code pegatlas NAME})
 * @param summary one line for the command list
 * @param description what {@code --help} says above the options
 * @param operand the name of the one argument the command takes besides its options (as
 *     {@code DIR} in {@code pegatlas report DIR}), or {@code null} when it takes none
 * @param options the command's options; {@code -h, --help} is added here
 */
public record Declaration(String name, String summary, String description, String operand, Options options) {
    public Declaration {
        options.addOption(CommandLines.helpOption());
    }
}
