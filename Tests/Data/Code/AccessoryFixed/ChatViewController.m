#import "ChatInputBar.h"

@interface ChatViewController : UIViewController
@property (nonatomic, strong) ChatInputBar *inputBar;
@end

@implementation ChatViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.inputBar = [[NSBundle mainBundle] loadNibNamed:@"ChatInputBar" owner:nil options:nil].firstObject;
}

- (BOOL)canBecomeFirstResponder {
    return YES;
}

- (UIView *)inputAccessoryView {
    return self.inputBar;
}

@end
